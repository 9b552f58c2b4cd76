import { z } from 'zod';
import { customerProfile, signInInput } from '../identity/api-schemas';
import { practiceProfileFields } from '../practices/api-schemas';
import { usPhone } from '../shared/validation';
import { FEATURE_FLAG_NAMES } from '../shared/feature-flags';
import { verificationCode } from './check-code';
import { NOTIFICATION_KEYS, NOTIFICATION_KINDS, type NotificationKey, REORDER_INTERVALS } from './notification-keys';

/**
 * The security context's API contract (issue #14): sign-in and two-factor, the SMS number, the
 * human check, notification preferences, the session's token renewal and timers.
 */

/**
 * The sign-in body: e-mail and password (domain/identity), plus what the throttle may need — a
 * human-check token when the sign-in page was asked for one, and the device token this browser
 * got from an earlier sign-in to this account.
 */
export const signInRequest = signInInput.extend({
  humanCheck: z.string().max(4000).optional(),
  deviceToken: z.string().max(2000).optional(),
});
export type SignInRequest = z.input<typeof signInRequest>;

/** A completed sign-in: the profile, the bearer token and this browser's device token. */
export const signedInReply = customerProfile.extend({
  token: z.string(),
  deviceToken: z.string(),
  position: z.number().int(),
});

/**
 * Two-factor is on: no token yet (the spec keeps a user only with customerGroup and token), a code
 * was texted, and `/customer/mfalogin` with `mfaContext` and the code completes the sign-in.
 */
export const mfaChallengeReply = z.object({
  mfaRequired: z.literal(true),
  mfaContext: z.string(),
  accountNumber: z.string(),
  maskedPhone: z.string().nullable(),
  codeExpiresAt: z.string(),
  resendAvailableAt: z.string(),
});
export type MfaChallenge = z.infer<typeof mfaChallengeReply>;

export const signInReply = z.union([signedInReply, mfaChallengeReply]);

/** `POST /customer/mfalogin`: the sign-in's context (from the sign-in reply) and the texted code. */
export const mfaLoginInput = z.object({
  mfaContext: z.string().min(10).max(200),
  code: verificationCode,
});
export type MfaLoginInput = z.input<typeof mfaLoginInput>;

/** The SMS number: a US mobile number, 10 digits (spec point 5 phone rule, same message). */
export const smsNumberInput = z.object({ phone: usPhone });
export type SmsNumberInput = z.input<typeof smsNumberInput>;

/** GetSMSNumber: the number, whether it is verified, and the two-factor state. */
export const smsNumberStatus = z.object({
  phone: z.string().nullable(),
  maskedPhone: z.string().nullable(),
  isVerified: z.boolean(),
  isMfaEnabled: z.boolean(),
  hideMfaModal: z.boolean(),
  /** Where sign-in codes go while two-factor is on (the last verified number), masked. */
  signInCodesTo: z.string().nullable(),
});
export type SmsNumberStatus = z.infer<typeof smsNumberStatus>;

/** UpdateSMSNumber's reply: the number now on file and where two-factor stands. */
export const smsNumberReply = z.object({
  phone: z.string().nullable(),
  maskedPhone: z.string().nullable(),
  isVerified: z.boolean(),
  isMfaEnabled: z.boolean(),
  position: z.number().int().nullable(),
});

/** SendVerificationCode / resendmfacode: where the code went and when another may be asked for. */
export const codeSentReply = z.object({
  maskedPhone: z.string().nullable(),
  expiresAt: z.string(),
  resendAvailableAt: z.string(),
  position: z.number().int(),
});
export type CodeSentReply = z.infer<typeof codeSentReply>;

/** SendVerificationCode takes no fields. */
export const sendVerificationCodeInput = z.object({}).optional();

/** `POST /customer/resendmfacode`: with `mfaContext` during a sign-in, without it for the number being verified. */
export const resendMfaCodeInput = z.object({ mfaContext: z.string().min(10).max(200).optional() });

/** `POST /customer/VerifyCode`: the code texted to the new number; optionally turns two-factor on. */
export const verifyCodeInput = z.object({
  code: verificationCode,
  /** Turn two-factor on with this number once it is verified (the loginSecure flow). */
  enableTwoFactor: z.boolean().optional(),
});
export type VerifyCodeInput = z.input<typeof verifyCodeInput>;

/** `POST /customer/mfaenrolment`: the code texted to the number being enrolled (a role that requires two-factor, D-742). */
export const completeMfaEnrolmentInput = z.object({ code: verificationCode });
export type CompleteMfaEnrolmentInput = z.input<typeof completeMfaEnrolmentInput>;
export const verifiedReply = z.object({
  verified: z.literal(true),
  phone: z.string(),
  maskedPhone: z.string().nullable(),
  isMfaEnabled: z.boolean(),
  position: z.number().int(),
});

/** `POST /customer/mfapreference`: two-factor on/off and the "don't show again" choice (hideMfaModal). */
export const mfaPreferenceInput = z
  .object({
    isMfaEnabled: z.boolean().optional(),
    hideMfaModal: z.boolean().optional(),
  })
  .refine((v) => v.isMfaEnabled !== undefined || v.hideMfaModal !== undefined, {
    message: 'Say what to change: isMfaEnabled and/or hideMfaModal.',
  });
export type MfaPreferenceInput = z.input<typeof mfaPreferenceInput>;
export const mfaPreferenceReply = z.object({ isMfaEnabled: z.boolean(), hideMfaModal: z.boolean(), position: z.number().int().nullable() });

/** The reply of GetNotificationPreference: the eight keys, all present. */
export const notificationPreferencesSchema = z.object(
  Object.fromEntries(NOTIFICATION_KEYS.map((k) => [k, z.boolean()])) as Record<NotificationKey, z.ZodBoolean>,
);

/** Issue #20: GetNotificationPreference also answers the reorder interval (day, week, month). */
export const notificationPreferencesReply = notificationPreferencesSchema.extend({ reorderInterval: z.enum(REORDER_INTERVALS) });
export type NotificationPreferencesReply = z.infer<typeof notificationPreferencesReply>;

/** `POST /customer/SetNotificationPreference`: any of the eight keys and the reorder interval; at least one. */
export const setNotificationPreferenceInput = notificationPreferencesReply
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: 'Choose at least one preference to change.' });
export type SetNotificationPreferenceInput = z.input<typeof setNotificationPreferenceInput>;

/** `POST /customer/unsubscribe`: the signed token from the e-mail's link. */
export const unsubscribeInput = z.object({ token: z.string().min(10).max(2000) });
export const setNotificationPreferenceReply = notificationPreferencesReply.extend({ position: z.number().int().nullable() });
export const unsubscribeReply = z.object({
  unsubscribed: z.literal(true),
  kind: z.enum([...NOTIFICATION_KINDS, 'all']),
  position: z.number().int().nullable(),
});
export type UnsubscribeReply = z.infer<typeof unsubscribeReply>;

/** The ALTCHA proof-of-work challenge (`GET /api/customer/recaptcha/challenge`). */
export const humanCheckChallengeReply = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
});
/** `POST /api/customer/recaptcha/verify` (spec: `{ response }`): a single-use token for the protected request. */
export const verifyHumanCheckInput = z.object({ response: z.string().min(1).max(4000) });
export const verifyHumanCheckReply = z.object({ success: z.literal(true), token: z.string(), expiresAt: z.string() });

/** `POST /api/session/renew`: the session's next token (the one it was called with stops working, D-526). */
export const renewSessionReply = z.object({ token: z.string(), expiresAt: z.string(), position: z.number().int().nullable() });
export type RenewSessionReply = z.infer<typeof renewSessionReply>;

/** `POST /api/customer/getbytoken`: the profile (with the practice fields, D-094) for the bearer token, and that token with its expiry. */
export const getByTokenReply = customerProfile.extend({
  ...practiceProfileFields.partial().shape,
  /** The bearer token the profile was read for (renewal is `POST /api/session/renew`, D-526). */
  token: z.string(),
  expiresAt: z.string(),
});
export type GetByTokenReply = z.infer<typeof getByTokenReply>;

/** `POST /api/session/config`: the browser's session timers and the enabled feature flags. */
export const sessionConfigReply = z.object({
  idleTimeoutMs: z.number().int(),
  idleWarningMs: z.number().int(),
  tokenCheckMs: z.number().int(),
  featureFlags: z.array(z.enum(FEATURE_FLAG_NAMES)),
});
export type SessionConfigReply = z.infer<typeof sessionConfigReply>;

/** Reply types for the web (z.infer of the schemas above). */
export type SmsNumberReply = z.infer<typeof smsNumberReply>;
export type VerifiedReply = z.infer<typeof verifiedReply>;
export type MfaPreferenceReply = z.infer<typeof mfaPreferenceReply>;
export type SignedInReply = z.infer<typeof signedInReply>;
