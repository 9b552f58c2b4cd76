import { type PracticeAction, practiceRefusal } from './account-state-rules';
import { type PracticeProfileFields, practiceProfileFields } from './api-schemas';

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
