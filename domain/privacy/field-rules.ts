/**
 * How one field of an event is treated wherever data leaves the identified log (issue #32): the
 * analyst export (HIPAA limited data set), the log redaction and the leak-scan tests read the same
 * rules (guide §4 "Personal data is named once").
 *
 * - `drop`: never leaves; `why` says which kind of data it is.
 * - `pseudonymise`: replaced by the keyed pseudonym of its kind (HMAC-SHA256(secret, kind + id)),
 *   stable across exports so tables join.
 * - `year-only`: a date of birth reduced to its year.
 * - `keep`: exported as it is, as the value type named (the export's column type follows from it).
 */

/** Why a field is dropped. The first seven are personal data: the log redaction hides them too. */
export const PERSONAL_DROP_REASONS = ['name', 'email', 'phone', 'street', 'free-text', 'account-or-card-number', 'secret'] as const;
export const DROP_REASONS = [...PERSONAL_DROP_REASONS, 'identifier', 'message-id', 'fact-table', 'detail'] as const;
export type DropReason = (typeof DROP_REASONS)[number];

/** The kinds of pseudonym; a person's every id (patient, staff, CSR, analyst) is an `account`. */
export const PSEUDONYM_KINDS = [
  'account', 'practice', 'location', 'order', 'cart', 'prescription', 'claim', 'request', 'signup', 'job', 'session', 'card',
  'impersonation', 'email', 'reorder', 'delivery', 'key', 'announcement',
] as const;
export type PseudonymKind = (typeof PSEUDONYM_KINDS)[number];

/** Value types a kept field is exported as. `json` is the value as JSON text; `text[]` a list of strings. */
export const VALUE_TYPES = ['text', 'int', 'float', 'bool', 'timestamp', 'date', 'json', 'text[]'] as const;
export type ValueType = (typeof VALUE_TYPES)[number];

export type FieldRule =
  | { rule: 'drop'; why: DropReason }
  | { rule: 'pseudonymise'; kind: PseudonymKind }
  | { rule: 'year-only' }
  | { rule: 'keep'; as: ValueType };

const dropFor = (why: DropReason): FieldRule => ({ rule: 'drop', why });
const keepAs = (as: ValueType): FieldRule => ({ rule: 'keep', as });

export const drop = {
  name: dropFor('name'),
  email: dropFor('email'),
  phone: dropFor('phone'),
  street: dropFor('street'),
  freeText: dropFor('free-text'),
  accountNumber: dropFor('account-or-card-number'),
  secret: dropFor('secret'),
  identifier: dropFor('identifier'),
  messageId: dropFor('message-id'),
  factTable: dropFor('fact-table'),
  detail: dropFor('detail'),
} as const;

export const keep = {
  text: keepAs('text'),
  int: keepAs('int'),
  float: keepAs('float'),
  bool: keepAs('bool'),
  timestamp: keepAs('timestamp'),
  date: keepAs('date'),
  json: keepAs('json'),
  textList: keepAs('text[]'),
} as const;

export const pseudonymise = (kind: PseudonymKind): FieldRule => ({ rule: 'pseudonymise', kind });
export const yearOnly: FieldRule = { rule: 'year-only' };

/** Field path → rule; a path is dotted through objects (`summary.totalCents`, `address.city`). */
export type FieldRules = Readonly<Record<string, FieldRule>>;

export function isPersonalDrop(rule: FieldRule): boolean {
  return rule.rule === 'drop' && (PERSONAL_DROP_REASONS as readonly string[]).includes(rule.why);
}
