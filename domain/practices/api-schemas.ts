import { z } from 'zod';
import { profileAddress } from '../identity/update-profile';
import { email, optional, requiredName, usPhone } from '../shared/validation';

/**
 * The practices context's API contract (issue #14): every request and reply schema of the practice
 * routes (practice and locations, staff, default expiry, notification preferences, e-mail display
 * name, account states), shared by both APIs and the web.
 */

/** A practice location as the profile and the support screens show it. */
export const locationSummary = z.object({
  locationId: z.string(),
  practiceId: z.string(),
  name: z.string(),
  address1: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  phone: z.string().nullable(),
});
export type LocationSummary = z.infer<typeof locationSummary>;

/** Spec point 9: "1 year" or "2 years"; "2 years" when none is set. */
export const DEFAULT_RX_EXPIRY_OPTIONS = ['1 year', '2 years'] as const;

export const defaultRxExpiry = z.enum(DEFAULT_RX_EXPIRY_OPTIONS, { error: 'Choose 1 year or 2 years.' });

/** `POST /api/customer/setdefaultrxexpiry`: spec point 7 "New Expiry". */
export const setDefaultRxExpiryInput = z.object({ newExpiry: defaultRxExpiry });
export type SetDefaultRxExpiryInput = z.infer<typeof setDefaultRxExpiryInput>;
export type DefaultRxExpiry = (typeof DEFAULT_RX_EXPIRY_OPTIONS)[number];
export const setDefaultRxExpiryReply = z.object({ expiry: z.enum(DEFAULT_RX_EXPIRY_OPTIONS), position: z.number().int().nullable() });
/** `POST /api/customer/getdefaultrxexpiry`: "2 years" when none is set. */
export const defaultRxExpiryReply = z.object({ expiry: z.enum(DEFAULT_RX_EXPIRY_OPTIONS) });

/** A practice location as the practice screens read it: its summary plus its account state. */
export const practiceLocation = locationSummary.extend({ deactivated: z.boolean() });
export type PracticeLocation = z.infer<typeof practiceLocation>;

/** `POST /api/customer/practice/get`: the caller's practice with its locations and account states. */
export const practiceInfo = z.object({
  practiceId: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  /** Spec point 3, practice group field. */
  isPracticeBlocked: z.boolean(),
  isCreditOnHold: z.boolean(),
  defaultRxExpiry: z.enum(DEFAULT_RX_EXPIRY_OPTIONS),
  locations: z.array(practiceLocation),
});
export type PracticeInfo = z.infer<typeof practiceInfo>;

/** `POST /api/customer/location/getbypractice`: the locations of the caller's practice. */
export const practiceLocationsReply = z.object({ practiceId: z.string(), locations: z.array(practiceLocation) });

/**
 * The practice-group fields of the customer profile (spec point 3: "Practice group adds:
 * isPracticeBlocked, lastInviteDate, isSignupLocationPmsIntegrated"; the client state
 * "deactivated-location status (ecpDeactivatedStatus)"), answered by /customer/get for Practice and
 * Staff so the web knows the account state without another call. `isCreditOnHold` and
 * `deactivatedLocationIds` are ours (decision D-094): the banner and the per-action rule need them.
 */
export const practiceProfileFields = z.object({
  isPracticeBlocked: z.boolean(),
  isCreditOnHold: z.boolean(),
  /** The newest patient invite sent from the caller's location (administrator: the practice); null until one is sent. */
  lastInviteDate: z.string().nullable(),
  /** Whether the location the account signed up at is connected to a practice-management system. */
  isSignupLocationPmsIntegrated: z.boolean(),
  /** The location the caller acts for (Staff: their own; administrator: the practice's first) is deactivated. */
  ecpDeactivatedStatus: z.boolean(),
  /** That acting location, and every deactivated location of the practice. */
  actingLocationId: z.string().nullable(),
  deactivatedLocationIds: z.array(z.string()),
});
export type PracticeProfileFields = z.infer<typeof practiceProfileFields>;


/**
 * Practice and location names (spec point 5: "Practice name, location name ... are required;
 * 'This field is required' is generic") follow the name-like text rule of point 5. En and em
 * dashes are typed as a hyphen (the input filter; decision D-092) so names like "Clearview – North"
 * stay valid.
 */
export const practiceName = z
  .string({ error: 'This field is required' })
  .transform((v) => v.replace(/[\u2013\u2014]/g, '-'))
  .pipe(requiredName);

/** `POST /api/customer/practice/update` (practice administrator): name and phone. A blank phone removes it. */
export const updatePracticeInfoInput = z.object({
  practiceName,
  phone: optional(usPhone),
});
export type UpdatePracticeInfoInput = z.input<typeof updatePracticeInfoInput>;
export type UpdatePracticeInfoValues = z.output<typeof updatePracticeInfoInput>;
export const updatePracticeInfoReply = z.object({ practiceId: z.string(), name: z.string(), phone: z.string().nullable(), position: z.number().int().nullable() });

/**
 * `POST /api/customer/location/add` (administrator, issue #17): a new location's name, phone and
 * flat address fields. The location form (update-location-info.ts `locationInfoForm`) validates the
 * same fields by the same rules.
 */
export const addLocationInput = z.object({
  name: practiceName,
  phone: optional(usPhone),
  address1: profileAddress.shape.address1,
  address2: profileAddress.shape.address2,
  city: profileAddress.shape.city,
  state: profileAddress.shape.state,
  zip: profileAddress.shape.zip,
});
export type AddLocationInput = z.input<typeof addLocationInput>;
export const addLocationReply = z.object({ practiceId: z.string(), locationId: z.string(), position: z.number() });

/** `POST /api/customer/practice/staff/invite` (administrator): a staff account at one of the practice's locations. */
export const inviteStaffInput = z.object({
  firstName: requiredName,
  lastName: requiredName,
  email,
  phone: optional(usPhone),
  locationId: z.string({ error: 'This field is required' }).trim().min(1, 'This field is required').max(64),
});
export type InviteStaffInput = z.input<typeof inviteStaffInput>;
export const inviteStaffReply = z.object({ accountNumber: z.string(), position: z.number() });

/** `POST /api/customer/practice/staff/deactivate` (administrator). */
export const deactivateStaffInput = z.object({ accountNumber: z.string().trim().min(1).max(20) });
export type DeactivateStaffInput = z.input<typeof deactivateStaffInput>;
export const deactivateStaffReply = z.object({ position: z.number().nullable() });

/** `POST /api/customer/practice/staff` (administrator): the practice's administrator and staff accounts. */
const staffRow = z.object({
  accountNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  customerGroup: z.enum(['Practice', 'Staff']),
  locationId: z.string().nullable(),
  registered: z.boolean(),
  deactivated: z.boolean(),
});
export type StaffRow = z.infer<typeof staffRow>;
export const listStaffReply = z.object({ staff: z.array(staffRow) });
export type ListStaffReply = z.infer<typeof listStaffReply>;

/** `POST /api/customer/location/update`: a location's name, address and phone (administrator: any location; staff: their own). */
export const updateLocationInfoInput = z.object({
  locationId: z.string().trim().min(1).max(64).optional(),
  name: practiceName,
  phone: optional(usPhone),
  address: profileAddress,
});
export type UpdateLocationInfoInput = z.input<typeof updateLocationInfoInput>;
export type UpdateLocationInfoValues = z.output<typeof updateLocationInfoInput>;
export const updateLocationInfoReply = locationSummary.extend({ position: z.number().int().nullable() });

/**
 * A practice location's e-mail notification preferences (spec point 1 "practice notification
 * preferences", point 7 /customer/GetPracticeNotificationPreference and
 * /customer/SetPracticeNotificationPreference). The spec lists no keys for practices; these follow
 * the style of the patient keys of point 3 (`<topic>NotificationEmail`), one per thing a practice
 * is told about by e-mail (decision D-090). E-mail only: the practice side has no text messages.
 */
export const PRACTICE_NOTIFICATION_KEYS = [
  'accessRequestNotificationEmail',
  'orderStatusNotificationEmail',
  'patientRegisteredNotificationEmail',
  'inviteBouncedNotificationEmail',
  'weeklyReportNotificationEmail',
] as const;
export type PracticeNotificationKey = (typeof PRACTICE_NOTIFICATION_KEYS)[number];
export type PracticeNotificationPreferences = Record<PracticeNotificationKey, boolean>;
const keysShape = Object.fromEntries(PRACTICE_NOTIFICATION_KEYS.map((k) => [k, z.boolean()])) as Record<PracticeNotificationKey, z.ZodBoolean>;

/** The reply of GetPracticeNotificationPreference: the location it is for and all five keys. */
export const practiceNotificationPreferencesSchema = z.object({ locationId: z.string(), ...keysShape });
export type PracticeNotificationPreferencesReply = z.infer<typeof practiceNotificationPreferencesSchema>;

const locationIdInput = z.string().trim().min(1).max(64);

/** `POST /customer/GetPracticeNotificationPreference`: optionally another location of the caller's practice (administrator). */
export const getPracticeNotificationPreferenceInput = z.object({ locationId: locationIdInput.optional() }).strict();

/** `POST /customer/SetPracticeNotificationPreference`: any of the keys, at least one; optionally the location (administrator). */
export const setPracticeNotificationPreferenceInput = z
  .object({ locationId: locationIdInput.optional(), ...Object.fromEntries(PRACTICE_NOTIFICATION_KEYS.map((k) => [k, z.boolean().optional()])) })
  .strict()
  .refine((v) => PRACTICE_NOTIFICATION_KEYS.some((k) => (v as Record<string, unknown>)[k] !== undefined), {
    message: 'Choose at least one preference to change.',
  });
export type SetPracticeNotificationPreferenceInput = { locationId?: string | undefined } & Partial<PracticeNotificationPreferences>;
export const setPracticeNotificationPreferenceReply = practiceNotificationPreferencesSchema.extend({ position: z.number().int().nullable() });

/** Spec point 8, verbatim. */
export const EMAIL_DISPLAY_NAME_INVALID = 'INVALID_VALUE: Invalid Email display name';

export const EMAIL_DISPLAY_NAME_MAX = 70;

/** Letters (any script), digits, spaces and & , ' . - – + ( ): nothing that could break a From header. */
const DISPLAY_NAME_PATTERN = /^[\p{L}\p{N}&,'.+()\- \u2013]+$/u;

export const emailDisplayName = z
  .string({ error: EMAIL_DISPLAY_NAME_INVALID })
  .transform((v) => v.replace(/\s+/g, ' ').trim())
  .pipe(
    z
      .string()
      .min(1, EMAIL_DISPLAY_NAME_INVALID)
      .max(EMAIL_DISPLAY_NAME_MAX, EMAIL_DISPLAY_NAME_INVALID)
      .regex(DISPLAY_NAME_PATTERN, EMAIL_DISPLAY_NAME_INVALID),
  );

/** `POST /api/customer/upsertemaildisplayname`. */
export const upsertEmailDisplayNameInput = z.object({ emailDisplayName });
export type UpsertEmailDisplayNameInput = z.infer<typeof upsertEmailDisplayNameInput>;
/** The route's body is loose on purpose: an invalid name answers with the spec's own message, not a field error. */
export const upsertEmailDisplayNameRequest = z.object({ emailDisplayName: z.string({ error: EMAIL_DISPLAY_NAME_INVALID }).max(1000, EMAIL_DISPLAY_NAME_INVALID) });
export const upsertEmailDisplayNameReply = z.object({ emailDisplayName: z.string(), position: z.number().int().nullable() });

/** `POST /api/customer/getEmailDisplayName`: a practiceId, or (signed-in practice user) none for their own. */
export const getEmailDisplayNameInput = z.object({ practiceId: z.string().trim().min(1).max(64).optional() }).optional();
export const emailDisplayNameReply = z.object({ practiceId: z.string(), emailDisplayName: z.string(), isCustom: z.boolean() });
export type EmailDisplayNameReply = z.infer<typeof emailDisplayNameReply>;

/** `POST /api/support/practice/state` (CSR): block/unblock a practice, place/release a credit hold. */
export const setPracticeStateInput = z
  .object({ practiceId: z.string().trim().min(1).max(64), blocked: z.boolean().optional(), creditHold: z.boolean().optional() })
  .refine((v) => v.blocked !== undefined || v.creditHold !== undefined, { message: 'Say what to change: blocked or creditHold.' });
export type SetPracticeStateInput = z.infer<typeof setPracticeStateInput>;

/** `POST /api/support/location/state` (CSR): deactivate or reactivate one location. */
export const setLocationStateInput = z.object({
  practiceId: z.string().trim().min(1).max(64),
  locationId: z.string().trim().min(1).max(64),
  deactivated: z.boolean(),
});
export type SetLocationStateInput = z.infer<typeof setLocationStateInput>;
/** The account-state commands answer the events they recorded (none when nothing changed). */
export const accountStateChangedReply = z.object({ changed: z.array(z.string()), position: z.number().int().nullable() });

/** Reply types for the web (z.infer of the schemas above). */
export type SetDefaultRxExpiryReply = z.infer<typeof setDefaultRxExpiryReply>;
export type UpdatePracticeInfoReply = z.infer<typeof updatePracticeInfoReply>;
export type UpdateLocationInfoReply = z.infer<typeof updateLocationInfoReply>;
export type UpsertEmailDisplayNameReply = z.infer<typeof upsertEmailDisplayNameReply>;
export type AddLocationReply = z.infer<typeof addLocationReply>;
export type InviteStaffReply = z.infer<typeof inviteStaffReply>;
export type DeactivateStaffReply = z.infer<typeof deactivateStaffReply>;
