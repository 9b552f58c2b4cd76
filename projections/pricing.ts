import { PRICING_EVENT_TYPES, type PricingEvent, type PricingRule, type PricingStrategy, ruleKey } from '../domain/pricing/events';
import { type PricingState, evolvePricing, initialPricingState } from '../domain/pricing/pricing-decider';
import type { PricingLocationsTable } from '../infra/read-models/tables';
import { bulkInsert } from './lib/bulk-insert';
import { projectionOf } from './lib/projection';

/** jsonb may come back as text from some drivers. */
const parsed = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

interface Folded {
  practiceId: string;
  state: PricingState;
  updatedAt: string;
  updatedBy: string;
  changes: number;
}

/**
 * Pricing per location (issue #6): one row per location that ever changed its pricing, with the
 * strategy, the custom rules and the favorites (jsonb) folded by the domain's own evolve. A batch
 * reads the rows it touches once, folds every event in memory, then replaces them with one DELETE
 * and one multi-row INSERT in location order, so a rebuild writes identical rows.
 */
export const pricingProjection = projectionOf<PricingEvent>({
  name: 'pricing',
  version: 1,
  eventTypes: PRICING_EVENT_TYPES,
  tables: ['pricing_locations'],
  ddl: (s) => /* sql */ `
    CREATE TABLE IF NOT EXISTS ${s}.pricing_locations (
      location_id text PRIMARY KEY,
      practice_id text NOT NULL,
      markup_type text NOT NULL,
      strategy    jsonb NOT NULL,
      rules       jsonb NOT NULL,
      favorites   jsonb NOT NULL,
      updated_at  text NOT NULL,
      updated_by  text NOT NULL,
      changes     integer NOT NULL
    );
    CREATE INDEX IF NOT EXISTS pricing_locations_practice ON ${s}.pricing_locations (practice_id, location_id);`,
  async apply({ db, trx, schema }, events) {
    const ids = [...new Set(events.map((e) => e.data.locationId))];
    if (ids.length === 0) return;
    const folded = new Map<string, Folded>();
    const existing = await db.selectFrom('pricing_locations').selectAll().where('location_id', 'in', ids).execute();
    for (const r of existing) {
      const rules = parsed<PricingRule[]>(r.rules);
      folded.set(r.location_id, {
        practiceId: r.practice_id,
        state: { exists: true, strategy: parsed<PricingStrategy>(r.strategy), rules: Object.fromEntries(rules.map((x) => [ruleKey(x.scope, x.scopeId), x])), favorites: parsed<string[]>(r.favorites) },
        updatedAt: r.updated_at,
        updatedBy: r.updated_by,
        changes: r.changes,
      });
    }
    for (const event of events) {
      const current = folded.get(event.data.locationId) ?? { practiceId: event.data.practiceId, state: initialPricingState(), updatedAt: '', updatedBy: '', changes: 0 };
      folded.set(event.data.locationId, {
        practiceId: event.data.practiceId,
        state: evolvePricing(current.state, event),
        updatedAt: event.metadata.occurredAt,
        updatedBy: event.metadata.actor.accountNumber,
        changes: current.changes + 1,
      });
    }
    const touched = [...folded.keys()].sort();
    await db.deleteFrom('pricing_locations').where('location_id', 'in', touched).execute();
    const rows: PricingLocationsTable[] = touched.map((locationId) => {
      const f = folded.get(locationId)!;
      const rules = Object.entries(f.state.rules)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([, r]) => r);
      return {
        location_id: locationId,
        practice_id: f.practiceId,
        markup_type: f.state.strategy.markupType,
        strategy: f.state.strategy,
        rules,
        favorites: f.state.favorites,
        updated_at: f.updatedAt,
        updated_by: f.updatedBy,
        changes: f.changes,
      };
    });
    await bulkInsert(trx, schema, 'pricing_locations', rows, 'location_id');
  },
});
