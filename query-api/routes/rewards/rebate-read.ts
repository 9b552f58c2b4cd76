import type { Kysely, Selectable } from 'kysely';
import type { AccessClaims } from '../../../domain/identity/access-token';
import type { CartLine, DeliveryAddress } from '../../../domain/ordering/events';
import { supplyDaysPerBox } from '../../../domain/ordering/supply';
import { assertMaySeePatient } from '../../../domain/patients/patient-access';
import type { ClaimView, EligibilityView, OrderRebate, RebateDetails } from '../../../domain/rewards/api-schemas';
import { type Eligibility, type EligibilityClaim, type EligibilityLine, type EligibilityOrder, isoDob, rewardsEligibility, serviceDateOf } from '../../../domain/rewards/eligibility';
import type { ClaimStatus } from '../../../domain/rewards/rewards-decider';
import { REWARDS_MESSAGES } from '../../../domain/rewards/rewards-messages';
import { DomainError } from '../../../domain/shared/errors';
import type { RebateClaimsTable, ReadModels } from '../../../infra/read-models/tables';
import { loadPatientRecord } from '../../lib/patient-access';

/** The read models the rebate reads use (read-your-writes waits for them). */
export const REBATE_READ_MODELS = ['orders', 'prescriptions', 'customers', 'catalog', 'rebate_claims'] as const;
/** Who reads rebates: the patient their own; staff and administrators their practice's patients (a CSR while impersonating). */
export const REBATE_READERS = ['Patient', 'Staff', 'Practice'] as const;

const parsed = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
const dollars = (cents: number) => Math.round(cents) / 100;

export async function manufacturerNames(db: Kysely<ReadModels>): Promise<Map<string, { name: string; uniqueName: string }>> {
  const rows = await db.withSchema('rm').selectFrom('catalog_manufacturers').select(['manufacturer_id', 'display_name', 'rewards_display_name', 'unique_name']).execute();
  return new Map(rows.map((r) => [r.manufacturer_id, { name: r.rewards_display_name || r.display_name, uniqueName: r.unique_name }]));
}

export function eligibilityView(e: Eligibility, names: Map<string, { name: string }>): EligibilityView {
  return {
    code: e.code,
    codeName: e.codeName,
    message: e.message,
    eligible: e.eligible,
    manufacturerId: e.manufacturerId,
    manufacturer: e.manufacturerId ? (names.get(e.manufacturerId)?.name ?? null) : null,
    programme: e.programme,
    reason: e.reason,
    amount: e.amountCents === null ? null : dollars(e.amountCents),
    amountCents: e.amountCents,
    deadline: e.deadline,
    higherRewardUntil: e.higherRewardUntil,
    higherAmountCents: e.higherAmountCents,
    opensAt: e.opensAt,
  };
}

export function claimView(r: Selectable<RebateClaimsTable>, names: Map<string, { name: string }>): ClaimView {
  return {
    claimId: r.claim_id,
    orderId: r.order_id,
    prescriptionId: r.prescription_id,
    accountNumber: r.account_number,
    manufacturerId: r.manufacturer_id,
    manufacturer: names.get(r.manufacturer_id)?.name ?? null,
    programme: r.programme,
    status: r.status as ClaimStatus,
    statusLabel: r.status_label,
    amount: dollars(r.amount_cents),
    amountCents: r.amount_cents,
    points: r.points,
    message: r.message,
    denialReason: r.denial_reason === 'DUPLICATE' || r.denial_reason === 'NOT_ELIGIBLE' ? r.denial_reason : null,
    errorCode: r.error_code,
    deadline: r.deadline,
    submittedAt: r.submitted_at,
    decidedAt: r.decided_at,
  };
}

interface ProductFacts {
  manufacturerId: string;
  supplyPerBox: number;
  boxPriceCents: number;
}

async function productFacts(db: Kysely<ReadModels>, productIds: string[]): Promise<Map<string, ProductFacts>> {
  if (!productIds.length) return new Map();
  const rows = await db.withSchema('rm').selectFrom('catalog_products').select(['product_id', 'manufacturer_id', 'supply_amount', 'supply_unit', 'box_price_cents']).where('product_id', 'in', productIds).execute();
  const out = new Map<string, ProductFacts>();
  for (const r of rows) {
    let perBox: number;
    try {
      perBox = supplyDaysPerBox({ supplyAmount: r.supply_amount, supplyUnit: r.supply_unit });
    } catch {
      perBox = NaN;
    }
    out.set(r.product_id, { manufacturerId: r.manufacturer_id, supplyPerBox: perBox, boxPriceCents: r.box_price_cents });
  }
  return out;
}

export interface RebateContext {
  asOf: string;
  patient: { dob: string | null; profileState: string | null } | null;
  prescription: { prescriptionId: string; serviceDate: string; expirationDate: string } | null;
  claims: EligibilityClaim[];
  claimRows: Selectable<RebateClaimsTable>[];
  members: Record<string, string>;
}

/** The patient's facts for the eligibility rule from the read models: profile, prescription, standing claims, memberships. */
export async function rebateContext(db: Kysely<ReadModels>, accountNumber: string, prescriptionId: string, asOf: string): Promise<RebateContext> {
  const rm = db.withSchema('rm');
  const [customer, rx, claimRows, members] = await Promise.all([
    rm.selectFrom('customers').select(['dob', 'addresses']).where('account_number', '=', accountNumber).executeTakeFirst(),
    rm.selectFrom('prescriptions').selectAll().where('prescription_id', '=', prescriptionId).where('patient_account_no', '=', accountNumber).where('state', '=', 'active').executeTakeFirst(),
    rm.selectFrom('rebate_claims').selectAll().where('account_number', '=', accountNumber).orderBy('submitted_at', 'desc').execute(),
    rm.selectFrom('rewards_members').select(['manufacturer_id', 'member_uid']).where('account_number', '=', accountNumber).execute(),
  ]);
  const addresses = customer ? parsed<{ state: string }[]>(customer.addresses) : [];
  return {
    asOf,
    patient: customer ? { dob: customer.dob ? (isoDob(customer.dob) ?? customer.dob) : null, profileState: addresses[0]?.state ?? null } : null,
    prescription: rx ? { prescriptionId: rx.prescription_id, serviceDate: serviceDateOf({ dateOfService: rx.date_of_service, createdAt: rx.created_at }), expirationDate: rx.expiration_date } : null,
    claims: claimRows.filter((c) => c.status !== 'failed').map((c) => ({ orderId: c.order_id, prescriptionId: c.prescription_id, manufacturerId: c.manufacturer_id, serviceDate: c.service_date })),
    claimRows,
    members: Object.fromEntries(members.map((m) => [m.manufacturer_id, m.member_uid])),
  };
}

type OrderRow = Selectable<ReadModels['orders']>;

/** An order row as the eligibility rule sees it. */
export function eligibilityOrderOf(row: OrderRow, products: Map<string, ProductFacts>): EligibilityOrder {
  const lines = parsed<CartLine[]>(row.lines);
  const history = parsed<{ status: string; at: string }[]>(row.status_history);
  const delivered = [...history].reverse().find((h) => h.status === 'delivered');
  const address = parsed<DeliveryAddress | null>(row.delivery_address);
  return {
    orderId: row.order_id,
    prescriptionId: row.prescription_id,
    orderDate: row.order_date,
    lines: lines.map((l) => ({ productId: l.productId, manufacturerId: products.get(l.productId)?.manufacturerId ?? null, supplyDays: l.supplyDays, boxes: l.boxes })),
    status: row.status,
    deliveredAt: row.status === 'delivered' ? (delivered?.at ?? row.status_at) : null,
    shippingState: row.delivery_method === 'ship' ? (address?.state ?? null) : null,
  };
}

/** Prospective lines (spec point 7: order details by variant and quantity) with their supply and suggested retail. */
export async function prospectiveLines(db: Kysely<ReadModels>, details: { productId: string; variantId: string; quantity: number }[]): Promise<{ lines: EligibilityLine[]; suggestedRetailCents: number }> {
  const products = await productFacts(db, [...new Set(details.map((d) => d.productId))]);
  let retail = 0;
  const lines: EligibilityLine[] = [];
  for (const d of details.filter((x) => x.quantity > 0)) {
    const p = products.get(d.productId);
    lines.push({ productId: d.productId, manufacturerId: p?.manufacturerId ?? null, supplyDays: p ? p.supplyPerBox * d.quantity : NaN, boxes: d.quantity });
    if (p) retail += Math.round((p.boxPriceCents * 140) / 100) * d.quantity;
  }
  return { lines, suggestedRetailCents: retail };
}

/**
 * POST /api/order/rebate/details: the prescription's placed orders, each with its eligibility and
 * claim, the prescription as a whole, and — with orderDetails — the order about to be placed.
 */
export async function rebateDetails(
  db: Kysely<ReadModels>,
  claims: AccessClaims,
  input: { patientAccountNumber: string; prescriptionId: string; orderDetails?: { productId: string; variantId: string; quantity: number }[] | undefined },
  asOf: string,
): Promise<RebateDetails> {
  assertMaySeePatient(claims, await loadPatientRecord(db, claims, input.patientAccountNumber));
  const ctx = await rebateContext(db, input.patientAccountNumber, input.prescriptionId, asOf);
  if (!ctx.prescription) throw new DomainError('not_found', 'VALUE_NOT_FOUND', REWARDS_MESSAGES.prescriptionNotFound);
  let q = db.withSchema('rm').selectFrom('orders').selectAll().where('customer_account_number', '=', input.patientAccountNumber).where('prescription_id', '=', input.prescriptionId);
  // A practice sees its own orders of the patient only (D-116).
  if (claims.customerGroup !== 'Patient' && claims.practiceId) q = q.where('practice_id', '=', claims.practiceId);
  const orders = await q.orderBy('order_date', 'desc').execute();
  const productIds = [...new Set(orders.flatMap((o) => parsed<CartLine[]>(o.lines).map((l) => l.productId)))];
  const [products, names] = await Promise.all([productFacts(db, productIds), manufacturerNames(db)]);
  const base = { asOf, patient: ctx.patient, prescription: ctx.prescription, claims: ctx.claims, ordersOnPrescription: orders.length };
  const orderRebates: OrderRebate[] = orders.map((row) => {
    const claim = ctx.claimRows.find((c) => c.order_id === row.order_id && c.status !== 'failed') ?? ctx.claimRows.find((c) => c.order_id === row.order_id);
    return {
      salesOrderID: row.order_id,
      orderDate: row.order_date,
      status: row.status,
      eligibility: eligibilityView(rewardsEligibility({ ...base, order: eligibilityOrderOf(row, products) }), names),
      claim: claim ? claimView(claim, names) : null,
    };
  });
  let currentOrder: EligibilityView | null = null;
  if (input.orderDetails?.length) {
    const { lines } = await prospectiveLines(db, input.orderDetails);
    const order: EligibilityOrder = { orderId: null, prescriptionId: input.prescriptionId, orderDate: asOf, lines, status: 'new', deliveredAt: null, shippingState: null };
    currentOrder = eligibilityView(rewardsEligibility({ ...base, order }), names);
  }
  return {
    patientAccountNumber: input.patientAccountNumber,
    prescriptionId: input.prescriptionId,
    serviceDate: ctx.prescription.serviceDate,
    // With orders placed, the prescription stands as its best order (an eligible one first, else the newest).
    prescription: orderRebates.find((o) => o.eligibility.eligible)?.eligibility ?? orderRebates[0]?.eligibility ?? eligibilityView(rewardsEligibility({ ...base, order: null }), names),
    currentOrder,
    orders: orderRebates,
    members: ctx.members,
  };
}

/** One order's rebatesInformation (/order/getbyid, behind the rebate-details flag): its eligibility now and its claim. */
export async function orderRebatesInformation(db: Kysely<ReadModels>, orderId: string, asOf: string): Promise<{ eligibility: EligibilityView; claim: ClaimView | null } | null> {
  const row = await db.withSchema('rm').selectFrom('orders').selectAll().where('order_id', '=', orderId).executeTakeFirst();
  if (!row) return null;
  const ctx = await rebateContext(db, row.customer_account_number, row.prescription_id, asOf);
  const productIds = [...new Set(parsed<CartLine[]>(row.lines).map((l) => l.productId))];
  const [products, names] = await Promise.all([productFacts(db, productIds), manufacturerNames(db)]);
  const eligibility = rewardsEligibility({ asOf, patient: ctx.patient, prescription: ctx.prescription, order: eligibilityOrderOf(row, products), ordersOnPrescription: 1, claims: ctx.claims });
  const claim = ctx.claimRows.find((c) => c.order_id === orderId && c.status !== 'failed') ?? ctx.claimRows.find((c) => c.order_id === orderId);
  return { eligibility: eligibilityView(eligibility, names), claim: claim ? claimView(claim, names) : null };
}

/** Every order of a patient with its rewards eligibility and claim (newest first), optionally of one manufacturer. */
export async function patientRebateOrders(db: Kysely<ReadModels>, claims: AccessClaims, accountNumber: string, manufacturerId: string | null, asOf: string) {
  assertMaySeePatient(claims, await loadPatientRecord(db, claims, accountNumber));
  let q = db.withSchema('rm').selectFrom('orders').selectAll().where('customer_account_number', '=', accountNumber);
  if (claims.customerGroup !== 'Patient' && claims.practiceId) q = q.where('practice_id', '=', claims.practiceId);
  const rows = await q.orderBy('order_date', 'desc').limit(200).execute();
  const productIds = [...new Set(rows.flatMap((o) => parsed<CartLine[]>(o.lines).map((l) => l.productId)))];
  const [products, names, productNames] = await Promise.all([
    productFacts(db, productIds),
    manufacturerNames(db),
    productIds.length ? db.withSchema('rm').selectFrom('catalog_products').select(['product_id', 'name']).where('product_id', 'in', productIds).execute() : Promise.resolve([]),
  ]);
  const nameOf = new Map(productNames.map((p) => [p.product_id, p.name]));
  const contexts = new Map<string, RebateContext>();
  const out: (OrderRebate & { prescriptionId: string; products: string[] })[] = [];
  let members: Record<string, string> = {};
  for (const row of rows) {
    let ctx = contexts.get(row.prescription_id);
    if (!ctx) {
      ctx = await rebateContext(db, accountNumber, row.prescription_id, asOf);
      contexts.set(row.prescription_id, ctx);
      members = ctx.members;
    }
    const order = eligibilityOrderOf(row, products);
    if (manufacturerId && order.lines[0]?.manufacturerId !== manufacturerId) continue;
    const eligibility = rewardsEligibility({ asOf, patient: ctx.patient, prescription: ctx.prescription, order, ordersOnPrescription: 1, claims: ctx.claims });
    const claim = ctx.claimRows.find((c) => c.order_id === row.order_id && c.status !== 'failed') ?? ctx.claimRows.find((c) => c.order_id === row.order_id);
    out.push({
      salesOrderID: row.order_id,
      orderDate: row.order_date,
      status: row.status,
      prescriptionId: row.prescription_id,
      products: [...new Set(order.lines.map((l) => nameOf.get(l.productId) ?? l.productId))],
      eligibility: eligibilityView(eligibility, names),
      claim: claim ? claimView(claim, names) : null,
    });
  }
  if (!rows.length) members = (await rebateContext(db, accountNumber, '', asOf)).members;
  return { patientAccountNumber: accountNumber, orders: out, members };
}
