import { z } from 'zod';
import { ELIGIBILITY_CODES, NOT_ELIGIBLE_REASONS } from './eligibility';
import { pageWindow } from '../shared/paging';
import { email } from '../shared/validation';

/**
 * The rewards and rebates API (issue #15, spec point 7 "Rebates": /order/rebate/details,
 * submitclaim, updatecalculation, getconfigs; point 3 "Rebate claim" and "Manufacturer"), shared by
 * both APIs and the web. Amounts in dollars beside cents.
 */

const accountNumber = z.string().trim().min(1).max(40);
const id = z.string().trim().min(1).max(80);
const position = z.number().int().nullable();

// ---- getconfigs ----

export const rewardTierSchema = z.object({ minSupplyDays: z.number().int(), amount: z.number(), amountCents: z.number().int(), higherAmountCents: z.number().int().nullable() });

/** Spec point 3 Manufacturer: unique name, id, display name, rewards display name, rewards URL, terms URL, logo file; plus the programme's rules. */
export const manufacturerConfigSchema = z.object({
  uniqueName: z.string(),
  id: z.string(),
  displayName: z.string(),
  rewardsDisplayName: z.string(),
  rewardsUrl: z.string(),
  termsUrl: z.string(),
  logoFile: z.string(),
  programme: z.enum(['rewards', 'rebates']),
  rules: z.object({
    windowRule: z.enum(['annualSupplyWithin12Months', 'serviceDateWithin1Year']),
    windowMonths: z.number().int(),
    higherRewardWithinDays: z.number().int().nullable(),
    minSupplyDays: z.number().int(),
    claimOpensAfterHours: z.number().int(),
    minimumAge: z.number().int(),
    minimumAgeByState: z.record(z.string(), z.number().int()),
    tiers: z.array(rewardTierSchema),
  }),
});
export type ManufacturerConfig = z.infer<typeof manufacturerConfigSchema>;
export const getConfigsReply = z.object({ manufacturers: z.array(manufacturerConfigSchema) });
export type GetConfigsReply = z.infer<typeof getConfigsReply>;

// ---- eligibility (details, updatecalculation) ----

export const eligibilitySchema = z.object({
  code: z.number().int().min(0).max(12),
  codeName: z.enum(ELIGIBILITY_CODES),
  message: z.string(),
  eligible: z.boolean(),
  manufacturerId: z.string().nullable(),
  manufacturer: z.string().nullable(),
  programme: z.enum(['rewards', 'rebates']).nullable(),
  reason: z.enum(NOT_ELIGIBLE_REASONS).nullable(),
  amount: z.number().nullable(),
  amountCents: z.number().int().nullable(),
  deadline: z.string().nullable(),
  higherRewardUntil: z.string().nullable(),
  higherAmountCents: z.number().int().nullable(),
  opensAt: z.string().nullable(),
});
export type EligibilityView = z.infer<typeof eligibilitySchema>;

/** Spec point 7: order details by variant and quantity. */
export const orderDetailLineSchema = z.object({ productId: id, variantId: id, quantity: z.number().int().min(0).max(99) });

export const rebateDetailsInput = z.object({
  patientAccountNumber: accountNumber,
  prescriptionId: id,
  /** The order about to be placed (by variant and quantity); omit to ask about the prescription's placed orders. */
  orderDetails: z.array(orderDetailLineSchema).max(2).optional(),
});

export const claimViewSchema = z.object({
  claimId: z.string(),
  orderId: z.string(),
  prescriptionId: z.string(),
  accountNumber: z.string(),
  manufacturerId: z.string(),
  manufacturer: z.string().nullable(),
  programme: z.string(),
  status: z.enum(['submitted', 'pending', 'approved', 'denied', 'failed']),
  /** Spec point 4 labels: Approved, Denied, Pending (Submitted and Error while none). */
  statusLabel: z.string(),
  amount: z.number(),
  amountCents: z.number().int(),
  points: z.number().int().nullable(),
  message: z.string().nullable(),
  /** A denied claim's reason: DUPLICATE (the programme has this order's claim already) or NOT_ELIGIBLE (D-601). */
  denialReason: z.enum(['DUPLICATE', 'NOT_ELIGIBLE']).nullable(),
  errorCode: z.number().int().nullable(),
  deadline: z.string(),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type ClaimView = z.infer<typeof claimViewSchema>;

export const orderRebateSchema = z.object({
  salesOrderID: z.string(),
  orderDate: z.string(),
  status: z.string(),
  eligibility: eligibilitySchema,
  claim: claimViewSchema.nullable(),
});
export type OrderRebate = z.infer<typeof orderRebateSchema>;

/** /order/getbyid's rebatesInformation (spec point 7, behind the rebate-details flag): the order's eligibility and its claim. */
export const rebatesInformationSchema = z.object({ eligibility: eligibilitySchema, claim: claimViewSchema.nullable() });

export const rebateDetailsReply = z.object({
  patientAccountNumber: z.string(),
  prescriptionId: z.string(),
  serviceDate: z.string().nullable(),
  /** The prescription as a whole (codes 1, 10, 12 when no order is named). */
  prescription: eligibilitySchema,
  /** The order about to be placed, when orderDetails were given. */
  currentOrder: eligibilitySchema.nullable(),
  orders: z.array(orderRebateSchema),
  /** manufacturerId → memberUID of the programmes the patient joined or signed in to. */
  members: z.record(z.string(), z.string()),
});
export type RebateDetails = z.infer<typeof rebateDetailsReply>;

/** Recalculates the rebate and the patient's net cost for a changed order (issue #15 "net cost"). */
/**
 * An amount in dollars a caller types (retail, insurance, discount): at most $1,000,000, so its
 * cents stay a safe integer (D-540: 2^53 dollars answered 500 when the reply's cents were checked).
 */
export const MAX_TYPED_DOLLARS = 1_000_000;
const dollars = z.number().min(0).max(MAX_TYPED_DOLLARS);
export const updateCalculationInput = rebateDetailsInput.extend({
  /** The order's lines; or `cartId`: the cart's lines, retail subtotal, insurance and discount (the wizards). */
  orderDetails: z.array(orderDetailLineSchema).max(2).default([]),
  cartId: z.string().trim().min(1).max(80).optional(),
  /** Retail total before the rebate (dollars); default: the lines at the location's retail prices. */
  retail: dollars.optional(),
  insurance: dollars.default(0),
  discount: dollars.default(0),
  locationId: z.string().trim().min(1).max(80).optional(),
});
export const updateCalculationReply = z.object({
  eligibility: eligibilitySchema,
  retailCents: z.number().int(),
  insuranceCents: z.number().int(),
  discountCents: z.number().int(),
  rebateCents: z.number().int(),
  /** retail − insurance − practice discount − rebate, never below 0. */
  netCostCents: z.number().int(),
  netCost: z.number(),
});
export type UpdateCalculation = z.infer<typeof updateCalculationReply>;

// ---- membership and claims (commands) ----

export const manufacturerParam = z.string().trim().min(1).max(80);

export const joinProgrammeInput = z.object({
  /** A manufacturer's unique name (the screens' ?manufacturer=) or id. */
  manufacturer: manufacturerParam,
  patientAccount: accountNumber.optional(),
});
/** The /sign-in screen's form: the programme account's e-mail and password (spec point 5 messages). */
export const programmeSignInForm = z.object({
  email,
  password: z.string({ error: 'A password is required' }).min(1, 'A password is required').max(100, 'A valid password is required'),
});
export const signInProgrammeInput = programmeSignInForm.extend({
  manufacturer: manufacturerParam,
  patientAccount: accountNumber.optional(),
});
export const memberReply = z.object({ manufacturerId: z.string(), memberUID: z.string(), position });

/** Spec point 3 Rebate claim: memberUID, patientAccount, orderId, abbyConsent, termsAndCondition. */
export const submitClaimInput = z.object({
  memberUID: z.string().trim().min(1).max(80),
  patientAccount: accountNumber,
  orderId: id,
  abbyConsent: z.boolean(),
  termsAndCondition: z.boolean(),
});
export type SubmitClaimInput = z.infer<typeof submitClaimInput>;
export const submitClaimReply = z.object({ claimId: z.string(), status: z.literal('submitted'), amountCents: z.number().int(), position });

// ---- claim reads ----

export const claimsListInput = z.object({
  patientAccountNumber: accountNumber.optional(),
  orderId: id.optional(),
  ...pageWindow(50),
});
export const claimsListReply = z.object({ claims: z.array(claimViewSchema), total: z.number().int() });
export type ClaimsListReply = z.infer<typeof claimsListReply>;
export const claimByIdInput = z.object({ claimId: id });

/** The web's consent form: both boxes must be ticked (spec point 3 Rebate claim), each with its message. */
export const claimConsentForm = z.object({
  abbyConsent: z.literal(true, { error: 'Please agree to share your information with the programme.' }),
  termsAndCondition: z.literal(true, { error: 'Please accept the programme terms and conditions.' }),
});

/** GET /api/order/rebate/orders: the patient's orders with their rewards (the rewards screens and the order history). */
export const rebateOrdersInput = z.object({ patientAccountNumber: accountNumber.optional(), manufacturer: z.string().trim().max(80).optional() });
export const rebateOrdersReply = z.object({
  patientAccountNumber: z.string(),
  orders: z.array(orderRebateSchema.extend({ prescriptionId: z.string(), products: z.array(z.string()) })),
  members: z.record(z.string(), z.string()),
});
export type RebateOrders = z.infer<typeof rebateOrdersReply>;
