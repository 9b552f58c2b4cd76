import { z } from 'zod';
import { customerProfile } from '../identity/customer-profile';
import { signInInput } from '../identity/sign-in';

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
