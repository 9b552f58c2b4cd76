import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessClaims } from '../../domain/identity/access-token';
import { maySeePatient } from '../../domain/patients/patient-access';
import { loadPatientRecord, visiblePatients } from '../../query-api/lib/patient-access';
import { startTestPlatform } from '../support/test-platform';

/**
 * One patient-access rule (issue #14): `maySeePatient` decides for one patient (commands, one
 * record's reads), `visiblePatients` is the same rule as a set for lists (patient search). Both
 * are asked about every account of the seeded practices, for callers of every kind, and must agree.
 */

type P = Awaited<ReturnType<typeof startTestPlatform>>;
let platform: P;
let patients: { account_number: string; practice_id: string | null }[];
let practiceA: string;
let practiceB: string;
let linkedPatient: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  const db = platform.infra.db.withSchema('rm');
  const deadline = Date.now() + 30_000;
  // The seed's patients reach the customers read model a moment after start-up.
  for (;;) {
    patients = await db.selectFrom('customers').select(['account_number', 'practice_id']).where('customer_group', '=', 'Patient').orderBy('account_number').execute();
    const practices = new Set(patients.map((p) => p.practice_id));
    if (practices.size >= 2 || Date.now() > deadline) break;
    await new Promise((done) => setTimeout(done, 100));
  }
  const practices = [...new Set(patients.map((p) => p.practice_id!))].sort();
  practiceA = practices[0]!;
  practiceB = practices[1]!;
  // A patient of practice B who accepted practice A's access request (the link the projection writes).
  linkedPatient = patients.find((p) => p.practice_id === practiceB)!.account_number;
  await db
    .insertInto('patient_practice_links')
    .values({ account_number: linkedPatient, practice_id: practiceA, location_id: 'LOC-TEST', request_id: 'test-link', linked_at: new Date().toISOString() })
    .execute();
}, 120_000);

afterAll(async () => {
  await platform?.stop();
});

const claims = (c: Partial<AccessClaims> & Pick<AccessClaims, 'customerGroup'>): AccessClaims => ({ sub: '000000000', sessionId: 'test', ...c });

describe('maySeePatient and its set form visiblePatients', () => {
  it('agree for every account and every kind of caller', async () => {
    const staffAccount = (
      await platform.infra.db.withSchema('rm').selectFrom('customers').select('account_number').where('customer_group', '=', 'Staff').executeTakeFirstOrThrow()
    ).account_number;
    const accounts = [...patients.map((p) => p.account_number), staffAccount, 'NO-SUCH-ACCOUNT'];
    const callers: [string, AccessClaims][] = [
      ['staff of the linked practice', claims({ customerGroup: 'Staff', practiceId: practiceA })],
      ['administrator of the linked practice', claims({ customerGroup: 'Practice', practiceId: practiceA })],
      ['staff of a practice without links', claims({ customerGroup: 'Staff', practiceId: practiceB })],
      ['staff of an unknown practice', claims({ customerGroup: 'Staff', practiceId: 'PR-NONE' })],
      ['staff without a practice', claims({ customerGroup: 'Staff' })],
      ['a patient', claims({ customerGroup: 'Patient', sub: patients[0]!.account_number, practiceId: patients[0]!.practice_id ?? undefined })],
      ['support', claims({ customerGroup: 'CSR' })],
    ];
    for (const [who, caller] of callers) {
      const set = new Set((await (await visiblePatients(platform.infra.db, caller)).select('customers.account_number').execute()).map((r) => r.account_number));
      for (const account of accounts) {
        const one = maySeePatient(caller, await loadPatientRecord(platform.infra.db, caller, account));
        expect(one, `${who} / ${account}`).toBe(set.has(account));
      }
    }
  });

  it('lets the linked practice see the linked patient, and not the other way round', async () => {
    const staffA = claims({ customerGroup: 'Staff', practiceId: practiceA });
    const staffB = claims({ customerGroup: 'Staff', practiceId: practiceB });
    const patientOfA = patients.find((p) => p.practice_id === practiceA)!.account_number;
    expect(maySeePatient(staffA, await loadPatientRecord(platform.infra.db, staffA, linkedPatient))).toBe(true);
    expect(maySeePatient(staffB, await loadPatientRecord(platform.infra.db, staffB, linkedPatient))).toBe(true);
    expect(maySeePatient(staffB, await loadPatientRecord(platform.infra.db, staffB, patientOfA))).toBe(false);
  });
});
