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

/** The profile fields in the words a user reads (issue #18: never the raw keys "dob, phone"). */
export const PROFILE_FIELD_WORDS: Record<(typeof PROFILE_REQUIRED_FIELDS)[number], string> = { firstName: 'first name', lastName: 'last name', email: 'email address', dob: 'date of birth', phone: 'phone number' };

/** "date of birth and phone number" — the missing fields, listed in words. */
export function missingProfileWords(p: ProfileFields): string {
  const words = missingProfileFields(p).map((f) => PROFILE_FIELD_WORDS[f]);
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}
