import { EVENT_FIELD_RULES } from './event-field-rules';
import { isPersonalDrop } from './field-rules';

/**
 * The field names the personal-data list marks personal (names, e-mails, phones, street lines,
 * free text, account and card numbers, secrets) or a birth date: the log redaction hides any
 * value under one of these keys (D-706, D-726), so the one list serves the export and the logs.
 */
/** Keys every log line's own structure uses (an error's message, a projection's name): never redacted by name. */
const LOG_STRUCTURE_KEYS = new Set(['message', 'msg', 'name', 'reason', 'to', 'label', 'params', 'type', 'key']);

export function personalLogKeys(): string[] {
  const keys = new Set<string>();
  for (const rules of Object.values(EVENT_FIELD_RULES)) {
    for (const [path, rule] of Object.entries(rules)) if (isPersonalDrop(rule) || rule.rule === 'year-only') keys.add(path.split('.').pop()!);
  }
  return [...keys].filter((k) => /^[A-Za-z_$][\w$]*$/.test(k) && !LOG_STRUCTURE_KEYS.has(k)).sort();
}
