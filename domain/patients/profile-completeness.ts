/**
 * A patient's profile is complete when it has what an order and an invite need: name, e-mail,
 * date of birth and phone (spec point 3 "hasCompletedProfile", point 4 invites and ordering).
 * The shipping address is asked for at checkout, so it is not part of it (decision D-061).
 */
export interface ProfileFields {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  dob?: string | null;
  phone?: string | null;
}

export const PROFILE_REQUIRED_FIELDS = ['firstName', 'lastName', 'email', 'dob', 'phone'] as const;

export function missingProfileFields(p: ProfileFields): (typeof PROFILE_REQUIRED_FIELDS)[number][] {
  return PROFILE_REQUIRED_FIELDS.filter((f) => !p[f] || String(p[f]).trim() === '');
}

export function hasCompletedProfile(p: ProfileFields): boolean {
  return missingProfileFields(p).length === 0;
}
