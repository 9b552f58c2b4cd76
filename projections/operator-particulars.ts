import type { OperatorParticularsEvent } from '../domain/legal/events';
import { sql } from 'kysely';
import { projectionOf } from './lib/projection';

/** The operator's legal particulars the public legal pages show (issue #34): one row, the latest set. */
export const operatorParticularsProjection = projectionOf<OperatorParticularsEvent>({
  name: 'operator_particulars',
  version: 1,
  eventTypes: ['OperatorParticularsSet'],
  tables: ['operator_particulars'],
  ddl: (s) => /* sql */ `
    CREATE TABLE IF NOT EXISTS ${s}.operator_particulars (
      id          integer PRIMARY KEY,
      particulars jsonb NOT NULL,
      set_at      text NOT NULL
    );`,
  async apply({ db }, events) {
    const last = events.at(-1);
    if (!last) return;
    // Only the latest version is read: one write per batch, whatever the batch holds.
    const row = { id: 1, particulars: sql<unknown>`${JSON.stringify(last.data.particulars)}::jsonb`, set_at: last.data.setAt };
    await db
      .insertInto('operator_particulars')
      .values(row)
      .onConflict((oc) => oc.column('id').doUpdateSet({ particulars: row.particulars, set_at: row.set_at }))
      .execute();
  },
});
