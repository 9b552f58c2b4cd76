import { beforeAll, describe, expect, it } from 'vitest';
import { cardsStream, type CardBilling, type SavedCardEvent } from '../../domain/payments/events';
import type { EventMetadata } from '../../infra/event-store/port';
import { savedCardsProjection } from '../../projections/saved-cards';
import { projectionBed } from '../support/projection-bed';
import { testMeta } from '../support/event-meta';

/** The saved_cards read model: given card events → then rows (no token); deterministic rebuild. */

const { db, store, kdb, project, expectRebuildMatches } = projectionBed();

const meta = (i: number): EventMetadata => testMeta({ actor: { accountNumber: '100', customerGroup: 'Patient' }, occurredAt: new Date(Date.UTC(2026, 10, 1, 10, 0, i)).toISOString() });
let n = 0;
async function given(stream: string, events: SavedCardEvent[]) {
  for (const e of events) await store.appendToStream(stream, [{ type: e.type, data: e.data, metadata: meta(++n) }], { expectedVersion: 'any' });
}
const billing: CardBilling = { forename: 'Pat', surname: 'Ient', email: 'p@example.com', phone: null, line1: '1 Main St', line2: null, city: 'Austin', state: 'TX', country: 'USA', postalCode: '78701' };
const saved = (account: string, id: string, last4: string, i: number): SavedCardEvent => ({
  type: 'CardSaved',
  data: { accountNumber: account, uniqueCardId: id, token: `sbx_secret_${id}`, maskedCardNumber: `************${last4}`, cardType: '001', expiry: '12/30', cardNickname: `Visa ending ${last4}`, billing, savedAt: meta(i).occurredAt },
});
const def = (account: string, id: string): SavedCardEvent => ({ type: 'DefaultCardSet', data: { accountNumber: account, uniqueCardId: id } });
const del = (account: string, id: string): SavedCardEvent => ({ type: 'CardDeleted', data: { accountNumber: account, uniqueCardId: id, deletedAt: '2026-11-02T00:00:00.000Z' } });

beforeAll(async () => {
  await given(cardsStream('100'), [saved('100', 'a', '1111', 1), def('100', 'a'), saved('100', 'b', '4444', 3), saved('100', 'c', '0005', 4), def('100', 'c'), del('100', 'c'), def('100', 'b')]);
  await given(cardsStream('200'), [saved('200', 'z', '1117', 8), def('200', 'z')]);
  await project([savedCardsProjection], 3);
});

describe('saved_cards read model', () => {
  it('one row per card not deleted, the default flag follows DefaultCardSet, per account', async () => {
    const rows = await kdb.withSchema('rm').selectFrom('saved_cards').select(['account_number', 'unique_card_id', 'masked_card_number', 'is_default', 'billing']).orderBy('unique_card_id').execute();
    expect(rows).toEqual([
      { account_number: '100', unique_card_id: 'a', masked_card_number: '************1111', is_default: false, billing },
      { account_number: '100', unique_card_id: 'b', masked_card_number: '************4444', is_default: true, billing },
      { account_number: '200', unique_card_id: 'z', masked_card_number: '************1117', is_default: true, billing },
    ]);
  });

  it('never holds the token', async () => {
    const { rows } = await db.client.query(`SELECT * FROM rm.saved_cards`);
    expect(JSON.stringify(rows)).not.toContain('sbx_secret');
  });

  it('rebuilds byte-identically, whatever the batch size', async () => {
    await expectRebuildMatches(savedCardsProjection, { intoSchema: 'saved_cards_rebuild' });
  });
});
