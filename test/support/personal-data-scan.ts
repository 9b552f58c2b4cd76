import type { SqlConnection } from '../../infra/db/sql-client';
import type { JourneyPerson } from './journeys';

/**
 * The personal data a log must never hold, as the values themselves (issue #33): every account the
 * platform knows (rm.customers: the demo staff and patients, and whoever a journey made) — full
 * name, last name, e-mail (also URL-encoded), phone (as stored and formatted), date of birth (as
 * typed and ISO) and street addresses — plus the people a journey made up. Values of fewer than
 * four characters are left out (they would match inside unrelated words).
 */
export async function personalValues(sql: SqlConnection, extra: readonly JourneyPerson[] = []): Promise<string[]> {
  const { rows } = await sql.query<{ first_name: string; last_name: string; email: string; phone: string | null; dob: string | null; addresses: unknown }>(
    `SELECT first_name, last_name, email, phone, dob, addresses FROM rm.customers`,
  );
  const people = [
    ...rows.map((r) => ({
      firstName: r.first_name,
      lastName: r.last_name,
      email: r.email,
      phone: r.phone ?? '',
      dob: r.dob ?? '',
      addresses: ((typeof r.addresses === 'string' ? JSON.parse(r.addresses) : r.addresses) as { address1: string }[] | null)?.map((a) => a.address1) ?? [],
    })),
    ...extra.map((p) => ({ ...p, addresses: [p.address1] })),
  ];
  const values = new Set<string>();
  for (const p of people) {
    values.add(`${p.firstName} ${p.lastName}`);
    values.add(p.lastName);
    values.add(p.email);
    values.add(encodeURIComponent(p.email));
    if (/^\d{10}$/.test(p.phone)) {
      values.add(p.phone);
      values.add(`(${p.phone.slice(0, 3)}) ${p.phone.slice(3, 6)}-${p.phone.slice(6)}`);
      values.add(`${p.phone.slice(0, 3)}-${p.phone.slice(3, 6)}-${p.phone.slice(6)}`);
    }
    const dob = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(p.dob);
    if (dob) values.add(p.dob).add(`${dob[3]}-${dob[1]}-${dob[2]}`);
    for (const a of p.addresses) values.add(a);
  }
  return [...values].filter((v) => v.trim().length >= 4);
}

/** Where `text` holds any of `values` (as whole words), with some context around each hit. */
export function personalDataIn(text: string, values: readonly string[]): string[] {
  const hits: string[] = [];
  for (const value of values) {
    const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const re = new RegExp(`(?<![\\w@.-])${escaped}(?![\\w@-])`, value.includes('@') ? 'gi' : 'g');
    for (const m of text.matchAll(re)) hits.push(`${value}: …${text.slice(Math.max(0, m.index - 60), m.index + value.length + 60).replace(/\n/g, '⏎')}…`);
  }
  return hits;
}
