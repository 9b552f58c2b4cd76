import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { CATALOG_FILE } from '../../command-api/catalog/import-catalog';
import { DEMO_PRACTICES } from '../../command-api/seed/demo-data';
import { seedPatientHistory, type SignInPatient } from '../../command-api/seed/seed-patient-history';
import { expandCatalog } from '../../domain/catalog/catalog-file';
import { createKysely } from '../../infra/db/kysely';
import { compareCheckpoints } from '../../infra/event-store/port';
import { readAllCheckpoints } from '../../infra/read-models/checkpoints';
import type { ReadModels } from '../../infra/read-models/tables';
import { projections } from '../../projections';
import { projectionChecksum } from '../../workers/projections/checksum';
import { rebuildProjection } from '../../workers/projections/rebuild';
import { testApp } from '../support/test-app';

/**
 * Issue #19: a rebuild keeps one-row-per-entity tables in memory and writes them with COPY
 * (ReplayRows). Every read model, rebuilt that way from the demo platform's log (accounts,
 * practices, patients with their history: prescriptions, carts, orders, cards), equals the live
 * one built batch by batch — and so does a rebuild that spills its rows at every batch.
 */
const { platform, signIn, patientAccount } = testApp();

describe('bulk rebuild equals the live read models', () => {
  it('for every projection, rows kept in memory or spilled at every batch', async () => {
    const patients: SignInPatient[] = [];
    for (const [practice, staffRole] of [[DEMO_PRACTICES[0]!, 'staff'], [DEMO_PRACTICES[1]!, 'staffB']] as const) {
      const patient = practice.patients.find((p) => p.canSignIn)!;
      patients.push({ accountNumber: await patientAccount(await signIn(staffRole), patient.email!), practice, patient, email: patient.email! });
    }
    const { products } = expandCatalog(JSON.parse(await readFile(CATALOG_FILE, 'utf8')));
    await seedPatientHistory(platform.infra.store, { now: new Date(), patients, products, freeShippingRule: true, payments: platform.payments });
    const { sql, store } = platform.infra;
    const db = createKysely<ReadModels>(sql);
    // The platform keeps working (fulfilment appends status changes): compare a rebuild with the
    // live read model at the same head, and again if the log moved on meanwhile.
    const caughtUp = async (name: string) => {
      for (;;) {
        const head = await store.head();
        const live = (await readAllCheckpoints(sql, 'rm')).get(name);
        if (live && compareCheckpoints(live.checkpoint, head) >= 0) return head;
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    const differing: string[] = [];
    for (const projection of projections) {
      for (const [intoSchema, options] of [['bulk_whole', {}], ['bulk_spill', { batchSize: 3, replayMaxRows: 1 }]] as const) {
        for (let attempt = 1; ; attempt++) {
          const head = await caughtUp(projection.name);
          const live = await projectionChecksum(sql, projection, 'rm');
          await rebuildProjection({ sql, db, store, projection, schema: 'rm', intoSchema, ...options });
          if ((await projectionChecksum(sql, projection, intoSchema)) === live) break;
          if (attempt < 3 && compareCheckpoints(await store.head(), head) > 0) continue;
          differing.push(`${projection.name} (${intoSchema})`);
          break;
        }
      }
    }
    await db.destroy();
    expect(differing).toEqual([]);
  }, 300_000);
});
