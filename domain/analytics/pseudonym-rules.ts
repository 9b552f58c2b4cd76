import type { PseudonymKind } from '../privacy/field-rules';

/**
 * Pseudonym rules of the analyst export (issue #32, D-721): every person, account, practice,
 * location, order, prescription and claim id is replaced by HMAC-SHA256(secret, `${kind}:${id}`),
 * hex, first PSEUDONYM_LENGTH characters. The same secret gives the same pseudonym in every export,
 * so tables join across exports; without the secret a pseudonym leads back to nothing.
 */
export const PSEUDONYM_LENGTH = 20;

/** The text the HMAC is taken of. */
export const pseudonymInput = (kind: PseudonymKind, id: string) => `${kind}:${id}`;

/**
 * The pseudonym kind of a stream's id part, by stream type (domain/history/stream-types.ts). A
 * stream of a person's account (customer, prescriptions, rewards, cards…) uses `account`, so the
 * `stream` column joins with the account columns; an unknown stream type uses `key`.
 */
export const STREAM_PSEUDONYM_KINDS: Readonly<Record<string, PseudonymKind>> = {
  customer: 'account',
  session: 'session',
  email: 'email',
  mfa: 'account',
  'notification-preferences': 'account',
  practice: 'practice',
  'email-display-name': 'practice',
  'staff-notifications': 'practice',
  'access-request': 'request',
  'access-request-key': 'key',
  'patient-invite': 'account',
  'patient-rx': 'account',
  'catalog-manufacturer': 'key',
  'catalog-product': 'key',
  pricing: 'location',
  cart: 'cart',
  order: 'order',
  reorder: 'reorder',
  cards: 'account',
  impersonation: 'impersonation',
  'practice-signup': 'signup',
  'practice-signup-key': 'key',
  contact: 'email',
  announcement: 'announcement',
  'announcement-delivery': 'delivery',
  rewards: 'account',
  'analysis-job': 'job',
  'report-snapshot-key': 'key',
};

export function streamPseudonymKind(streamType: string): PseudonymKind {
  return STREAM_PSEUDONYM_KINDS[streamType] ?? 'key';
}
