import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eventRow } from '../../domain/analytics/event-row';
import { exportTables, snakeCase } from '../../domain/analytics/export-tables';
import { STREAM_TYPES } from '../../domain/history/stream-types';
import { CLASSIFIED_EVENT_TYPES, EVENT_FIELD_RULES } from '../../domain/privacy/event-field-rules';
import { personalLogKeys } from '../../domain/privacy/personal-log-keys';

/** The personal-data list (issue #32, D-720): every event type of the codebase is classified, and no direct identifier is kept. */
const domainDir = join(__dirname, '..', '..', 'domain');

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return tsFiles(p);
    return name.endsWith('.ts') && !name.includes('.test.') ? [p] : [];
  });
}

/** Every `type: 'SomeEvent';` member of an interface that also has `data` — an event declaration. */
function declaredEventTypes(): Set<string> {
  const found = new Set<string>();
  for (const file of tsFiles(domainDir)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/export interface \w+ \{\s*type: '([A-Z]\w+)';\s*data:/g)) found.add(m[1]!);
  }
  return found;
}

describe('the personal-data list', () => {
  it('classifies every event type declared in domain/ and every type the log knows by stream', () => {
    const declared = declaredEventTypes();
    expect(declared.size).toBeGreaterThan(100);
    const classified = new Set<string>(CLASSIFIED_EVENT_TYPES);
    expect([...declared].filter((t) => !classified.has(t))).toEqual([]);
    const streamTypes = STREAM_TYPES.flatMap((s) => [...s.eventTypes] as string[]);
    expect(streamTypes.filter((t) => !classified.has(t))).toEqual([]);
  });

  it('never keeps a field named like a direct identifier', () => {
    const identifying = /^(first|last|full)?name$|e-?mail|phone|^address[12]$|^line[12]$|^dob$|birth|forename|surname|message$|^notes?$|reason$|label$|nickname/i;
    const kept: string[] = [];
    for (const [type, rules] of Object.entries(EVENT_FIELD_RULES)) {
      for (const [path, rule] of Object.entries(rules)) {
        const leaf = path.split('.').pop()!;
        if (!identifying.test(leaf)) continue;
        if (rule.rule === 'keep' && rule.as === 'bool') continue; // a yes/no about e-mail (an opt-in) names no one
        // Catalog names are product facts, not people; a denial's enum reason is a code, not text.
        if (rule.rule === 'keep' && ((type.startsWith('Product') && leaf === 'name') || (type === 'ClaimDenied' && leaf === 'reason'))) continue;
        if (rule.rule === 'keep' || (rule.rule === 'pseudonymise' && !/email/i.test(leaf))) kept.push(`${type}.${path}`);
      }
    }
    expect(kept).toEqual([]);
  });

  it('reduces a date of birth to its year and pseudonymises ids', () => {
    expect(EVENT_FIELD_RULES.PatientCreated.dob).toEqual({ rule: 'year-only' });
    expect(EVENT_FIELD_RULES.OrderCheckedOut.orderId).toEqual({ rule: 'pseudonymise', kind: 'order' });
    const row = eventRow(
      {
        type: 'PatientCreated',
        streamId: 'customer-100',
        globalPosition: 7,
        data: { accountNumber: '100', practiceId: 'P1', locationId: 'L1', email: 'a@b.test', firstName: 'Ada', lastName: 'Lovelace', dob: '1985-03-04', phone: '5550100' },
        metadata: { occurredAt: '2026-02-03T04:05:06.000Z', actor: { accountNumber: '200', customerGroup: 'Staff' } },
      },
      (kind, id) => `${kind}#${id}`,
    )!;
    expect(row.table).toBe('ev_patient_created');
    expect(row.month).toBe('2026-02');
    expect(row.values).toEqual([7, 'account#100', 'customer', Date.parse('2026-02-03T04:05:06.000Z'), 'Staff', 'account#200', false, 'account#100', 'practice#P1', 'location#L1', 1985, null, null]);
  });

  it('names tables and columns uniquely, in snake case', () => {
    const tables = exportTables();
    expect(new Set(tables.map((t) => t.name)).size).toBe(tables.length);
    for (const t of tables) {
      const names = t.columns.map((c) => c.name);
      expect(new Set(names).size, t.name).toBe(names.length);
      for (const n of names) expect(n, t.name).toMatch(/^[a-z][a-z0-9_]*$/);
    }
    expect(snakeCase('summary.totalCents')).toBe('summary_total_cents');
  });

  it('gives the log redaction the personal keys of the list', () => {
    const keys = personalLogKeys();
    for (const k of ['email', 'firstName', 'lastName', 'phone', 'address1', 'dob', 'headline', 'csrName']) expect(keys).toContain(k);
    expect(keys).not.toContain('practiceId');
    expect(keys).not.toContain('city');
  });
});
