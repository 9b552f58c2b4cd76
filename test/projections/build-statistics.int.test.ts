import { describe, expect, it } from 'vitest';
import { analyzeBuiltTable } from '../../workers/projections/build-statistics';
import { testDatabase } from '../support/event-store-bed';

/** D-661: a rebuilt table gets the statistics of its indexed columns at once, the rest from autovacuum. */
describe('statistics of a rebuilt table', () => {
  const db = testDatabase();

  async function analysed(table: string): Promise<string[]> {
    const { rows } = await db.client.query<{ name: string }>(
      `SELECT attname AS name FROM pg_stats WHERE schemaname = 'build_stats' AND tablename = $1 ORDER BY attname`,
      [table],
    );
    return rows.map((r) => r.name);
  }

  async function table(name: string, extraIndex = '') {
    await db.client.exec(`
      CREATE SCHEMA IF NOT EXISTS build_stats;
      CREATE TABLE build_stats.${name} (id text PRIMARY KEY, practice text, kind text, hidden boolean, note text, "Odd ""name""" text);
      CREATE INDEX ON build_stats.${name} (practice, "Odd ""name""") WHERE kind = 'Patient' AND NOT hidden;
      ${extraIndex}
      INSERT INTO build_stats.${name}
      SELECT 'k' || g, 'p' || (g % 7), CASE WHEN g % 3 = 0 THEN 'Staff' ELSE 'Patient' END, g % 5 = 0, 'note ' || g, 'o' || g
        FROM generate_series(1, 500) g;`);
  }

  it('analyses the columns its indexes use (keys and partial predicates), not the others', async () => {
    await table('plain');
    await analyzeBuiltTable(db.client, 'build_stats.plain', false);
    expect(await analysed('plain')).toEqual(['Odd "name"', 'hidden', 'id', 'kind', 'practice']);
  });

  it('analyses every column of a table with an expression index (only a full ANALYZE covers expressions)', async () => {
    await table('expr', `CREATE INDEX ON build_stats.expr (lower(note));`);
    await analyzeBuiltTable(db.client, 'build_stats.expr', true);
    expect(await analysed('expr')).toEqual(['Odd "name"', 'hidden', 'id', 'kind', 'note', 'practice']);
  });
});
