import { z } from 'zod';
import { locationSummary, practiceProfileFields } from '../practices/api-schemas';
import { PASSWORD_MESSAGES, currentPassword, email, passwordConfirmation, passwordForSignIn, strongPassword } from '../shared/validation';
import { CUSTOMER_GROUPS } from './customer-group';
import { ACCOUNT_MESSAGES } from './messages';

/**
 * The identity context's API contract (issue #14): every request and reply schema of its routes,
 * shared by the command and query APIs (registration, OpenAPI) and the web (types, form checks).
 */

/** The reply of a command that only reports where its last event landed (read-your-writes). */
export const positionReply = z.object({ position: z.number().int() });
/** Same, for a command that may record nothing (`null`). */
export const optionalPositionReply = z.object({ position: z.number().int().nullable() });

export const addressSchema = z.object({
  address1: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});

export const customerProfile = z.object({
  accountNumber: z.string(),
  customerGroup: z.enum(CUSTOMER_GROUPS),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  dob: z.string().nullable(),
  phone: z.string().nullable(),
  addresses: z.array(addressSchema),
  practiceId: z.string().nullable(),
  practiceName: z.string().nullable(),
  locationId: z.string().nullable(),
  defaultLocation: z.string().nullable(),
  location: locationSummary.nullable(),
  hideMfaModal: z.boolean(),
  isMfaEnabled: z.boolean(),
  registrationDate: z.string().nullable(),
  isImported: z.boolean(),
  lastSyncDate: z.string().nullable(),
  hidePmsUpdateBanner: z.boolean(),
  hidePmsIntegrationBanner: z.boolean(),
  /** Set while a CSR is acting as this user (issue #3). */
  impersonatedUser: z.string().nullable(),
  csrName: z.string().nullable(),
  /** Patient group only (spec point 3): the welcome e-mail went out; the profile has DOB, phone and an address. */
  hasBeenSentEmail: z.boolean().optional(),
  hasCompletedProfile: z.boolean().optional(),
  /** Patient group, as the practice sees it (spec point 3 Patient flags): registered, deactivated ("deleted"), flagged for an invite, invite bounced. */
  isRegistered: z.boolean().optional(),
  isDeactivated: z.boolean().optional(),
  isInviteFlagged: z.boolean().optional(),
  isEmailBounced: z.boolean().optional(),
});
export type CustomerProfile = z.infer<typeof customerProfile>;

/** The profile with the practice group's fields (spec point 3), present for Practice and Staff only. */
export const profileReply = customerProfile.extend(practiceProfileFields.partial().shape);
export type ProfileReply = z.infer<typeof profileReply>;

/** `POST /api/customer/get`: own profile, or (Staff, Practice) one of the practice's patients. */
export const getProfileInput = z.object({ accountNumber: z.string().max(40).optional() }).optional();

export const signInInput = z.object({
  email,
  password: passwordForSignIn,
});
export type SignInInput = z.infer<typeof signInInput>;

/** `POST /api/customer/changepassword` (spec point 5: "A change needs e-mail, oldPassword and newPassword"). */
export const changePasswordInput = z.object({
  email,
  oldPassword: currentPassword,
  newPassword: strongPassword(PASSWORD_MESSAGES.newRequired),
});
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

/** The /verifyemail form: sign in with the previous e-mail and password. */
export const confirmEmailChangeForm = z.object({ email, password: passwordForSignIn });
export type ConfirmEmailChangeForm = z.infer<typeof confirmEmailChangeForm>;

/** `POST /api/customer/confirmemailchange`: the link's token plus the previous e-mail and password. */
export const confirmEmailChangeInput = confirmEmailChangeForm.extend({
  token: z.string({ error: ACCOUNT_MESSAGES.tokenRequired }).trim().min(1, ACCOUNT_MESSAGES.tokenRequired).max(4096, ACCOUNT_MESSAGES.tokenInvalid),
});
export type ConfirmEmailChangeInput = z.infer<typeof confirmEmailChangeInput>;

export const confirmEmailChangeReply = z.object({ email: z.string(), position: z.number().int() });

/** `POST /api/customer/editemail`: the new address for the signed-in account. */
export const editEmailInput = z.object({ email });
export type EditEmailInput = z.infer<typeof editEmailInput>;

export const editEmailReply = z.object({ email: z.string(), expiresAt: z.string(), position: z.number().int() });

/** `POST /api/customer/ForgetPassword`. */
export const forgetPasswordInput = z.object({ email });
export type ForgetPasswordInput = z.infer<typeof forgetPasswordInput>;

export const forgetPasswordRequest = forgetPasswordInput.extend({
  /** Single-use token from /customer/recaptcha/verify (self-hosted proof of work): a public form. */
  humanCheck: z.string().max(4096).optional(),
});
export const forgetPasswordReply = z.object({ message: z.string() });

/**
 * `POST /api/customer/setpassword`: a password from an e-mailed link, the welcome link or a
 * reset link (spec point 5: "a reset needs a token and newpassword"; "Set-password requires a token").
 */
export const setPasswordInput = z
  .object({
    token: z.string({ error: ACCOUNT_MESSAGES.tokenRequired }).trim().min(1, ACCOUNT_MESSAGES.tokenRequired).max(4096, ACCOUNT_MESSAGES.tokenInvalid),
    newPassword: strongPassword(PASSWORD_MESSAGES.newRequired),
    confirmPassword: passwordConfirmation,
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: PASSWORD_MESSAGES.mustBeEqual });
export type SetPasswordInput = z.infer<typeof setPasswordInput>;

export const setPasswordReply = z.object({ email: z.string(), position: z.number().int() });

/** `POST /api/customer/emailbytoken`: the e-mail address an e-mailed link is about. */
export const emailByTokenInput = z.object({
  token: z.string({ error: ACCOUNT_MESSAGES.tokenRequired }).trim().min(1, ACCOUNT_MESSAGES.tokenRequired).max(4096, ACCOUNT_MESSAGES.tokenInvalid),
});
export const emailByTokenReply = z.object({ email: z.string(), purpose: z.enum(['welcome', 'reset-password', 'verify-email']) });
export type EmailByTokenReply = z.infer<typeof emailByTokenReply>;

/** `POST /api/customer/welcomeemail` (Staff, Practice): the patient to send the welcome e-mail again. */
export const welcomeEmailInput = z.object({
  accountNumber: z.string({ error: ACCOUNT_MESSAGES.patientNotFound }).trim().regex(/^\d{1,20}$/, ACCOUNT_MESSAGES.patientNotFound),
});

/** `POST /api/customer/isregistered` (public): has the patient with this e-mail set a password yet. */
export const isRegisteredInput = z.object({ email });
export const isRegisteredReply = z.object({ isRegistered: z.boolean() });

/** `POST /api/customer/batchemailuserscount` (spec point 7: NumberOfUsers). */
export const batchEmailUsersCountReply = z.object({ NumberOfUsers: z.number().int() });

/** Reply types for the web (z.infer of the schemas above). */
export type PositionReply = z.infer<typeof positionReply>;
export type OptionalPositionReply = z.infer<typeof optionalPositionReply>;
export type SetPasswordReply = z.infer<typeof setPasswordReply>;
export type ConfirmEmailChangeReply = z.infer<typeof confirmEmailChangeReply>;
export type EditEmailReply = z.infer<typeof editEmailReply>;
export type ForgetPasswordRequest = z.input<typeof forgetPasswordRequest>;
export type ForgetPasswordReply = z.infer<typeof forgetPasswordReply>;
