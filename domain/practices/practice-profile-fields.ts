import { z } from 'zod';
import { type PracticeAction, practiceRefusal } from './account-state-rules';

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

/** Read from a (loose) stored profile; undefined when the profile has no practice fields yet. */
export const practiceProfileFieldsOf = (profile: unknown): PracticeProfileFields | undefined => {
  const parsed = practiceProfileFields.safeParse(profile);
  return parsed.success ? parsed.data : undefined;
};

/**
 * The pure rule the web uses to disable a blocked action (spec point 4), from the profile's
 * practice fields: the same table and the same messages as the command API's guard.
 */
export function practiceActionRefusalOf(
  fields: PracticeProfileFields,
  action: PracticeAction,
  locationId: string | null | undefined = fields.actingLocationId,
): { code: string; message: string } | undefined {
  const refusal = practiceRefusal(
    { blocked: fields.isPracticeBlocked, creditHold: fields.isCreditOnHold, deactivatedLocations: fields.deactivatedLocationIds },
    action,
    locationId ?? undefined,
  );
  return refusal ? { code: refusal.code, message: refusal.message } : undefined;
}
