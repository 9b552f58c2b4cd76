import type { CardDeleted, CardSaved, DefaultCardSet, SavedCardEvent } from '../domain/payments/events';
import type { StoredEvent } from '../infra/event-store/port';
import type { SavedCardsTable } from '../infra/read-models/tables';
import { bulkInsert } from './lib/bulk-insert';
import type { Projection } from './lib/projection';

/**
 * Saved cards per account (spec point 3 "Card"). The provider's token is NOT copied here: the
 * command side reads it from the account's card stream when it charges (D-123).
 * A batch folds the touched accounts in memory and writes them back (one DELETE, one insert).
 */
export const savedCardsProjection: Projection = {
  name: 'saved_cards',
  version: 1,
  eventTypes: ['CardSaved', 'CardDeleted', 'DefaultCardSet'],
  tables: ['saved_cards'],
  ddl: (s) => /* sql */ `
    CREATE TABLE IF NOT EXISTS ${s}.saved_cards (
      unique_card_id     text PRIMARY KEY,
      account_number     text NOT NULL,
      masked_card_number text NOT NULL,
      card_type          text NOT NULL,
      expiry             text NOT NULL,
      card_nickname      text NOT NULL,
      is_default         boolean NOT NULL,
      billing            jsonb NOT NULL,
      saved_at           text NOT NULL
    );
    CREATE INDEX IF NOT EXISTS saved_cards_account_idx ON ${s}.saved_cards (account_number, saved_at DESC, unique_card_id);`,
  async apply({ db, trx, schema }, events) {
    const accounts = [...new Set(events.map((e) => (e.data as SavedCardEvent['data']).accountNumber))];
    if (accounts.length === 0) return;
    const existing = await db.selectFrom('saved_cards').selectAll().where('account_number', 'in', accounts).execute();
    const rows = new Map<string, SavedCardsTable>(existing.map((r) => [r.unique_card_id, r]));
    for (const e of events as readonly StoredEvent[]) {
      const event = { type: e.type, data: e.data } as SavedCardEvent;
      if (event.type === 'CardSaved') {
        const d = event.data as CardSaved['data'];
        rows.set(d.uniqueCardId, {
          unique_card_id: d.uniqueCardId, account_number: d.accountNumber, masked_card_number: d.maskedCardNumber, card_type: d.cardType,
          expiry: d.expiry, card_nickname: d.cardNickname, is_default: false, billing: d.billing, saved_at: d.savedAt,
        });
      } else if (event.type === 'CardDeleted') {
        rows.delete((event.data as CardDeleted['data']).uniqueCardId);
      } else if (event.type === 'DefaultCardSet') {
        const d = event.data as DefaultCardSet['data'];
        for (const row of rows.values()) if (row.account_number === d.accountNumber) row.is_default = row.unique_card_id === d.uniqueCardId;
      }
    }
    await db.deleteFrom('saved_cards').where('account_number', 'in', accounts).execute();
    await bulkInsert(trx, schema, 'saved_cards', [...rows.values()].map((r) => ({ ...r, billing: r.billing })), 'unique_card_id');
  },
};
