import type { Insertable } from 'kysely';
import { NOTIFICATION_PREFERENCES_STREAM_PREFIX, type NotificationPreferencesChanged } from '../domain/security/events';
import { DEFAULT_NOTIFICATION_PREFERENCES, DEFAULT_REORDER_INTERVAL, NOTIFICATION_KEYS, type NotificationKey } from '../domain/security/notification-preferences';
import type { StoredEvent } from '../infra/event-store/port';
import type { NotificationPreferencesTable } from '../infra/read-models/tables';
import type { Projection } from './lib/projection';

type Row = Insertable<NotificationPreferencesTable>;
type Column = Exclude<keyof NotificationPreferencesTable, 'account_number' | 'updated_at' | 'reorder_interval'>;

/** orderNotificationEmail → order_notification_email. */
export function columnOf(key: NotificationKey): Column {
  return key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) as Column;
}

function defaults(accountNumber: string, at: string): Row {
  const row = { account_number: accountNumber, updated_at: at, reorder_interval: DEFAULT_REORDER_INTERVAL } as Row;
  for (const key of NOTIFICATION_KEYS) row[columnOf(key)] = DEFAULT_NOTIFICATION_PREFERENCES[key];
  return row;
}

/**
 * A patient's notification preferences (the eight keys of spec point 3), one row per account
 * that has changed anything; GetNotificationPreference answers the defaults for the others.
 */
export const notificationPreferencesProjection: Projection = {
  name: 'notification_preferences',
  // 2: reorder_interval (issue #20).
  version: 2,
  eventTypes: ['NotificationPreferencesChanged'],
  tables: ['notification_preferences'],
  ddl: (s) => /* sql */ `
    CREATE TABLE IF NOT EXISTS ${s}.notification_preferences (
      account_number               text PRIMARY KEY,
      order_notification_email     boolean NOT NULL,
      order_notification_sms       boolean NOT NULL,
      reorder_notification_email   boolean NOT NULL,
      reorder_notification_sms     boolean NOT NULL,
      promotion_notification_email boolean NOT NULL,
      promotion_notification_sms   boolean NOT NULL,
      tips_notification_email      boolean NOT NULL,
      tips_notification_sms        boolean NOT NULL,
      reorder_interval             text NOT NULL DEFAULT 'week',
      updated_at                   text NOT NULL
    );`,
  async apply({ db }, events) {
    const prefix = NOTIFICATION_PREFERENCES_STREAM_PREFIX;
    const mine = events.filter((e) => e.streamId.startsWith(prefix));
    if (mine.length === 0) return;
    const accounts = [...new Set(mine.map((e) => e.streamId.slice(prefix.length)))];
    const existing = await db.selectFrom('notification_preferences').selectAll().where('account_number', 'in', accounts).execute();
    const rows = new Map<string, Row>(existing.map((r) => [r.account_number, r]));
    for (const event of mine as StoredEvent<'NotificationPreferencesChanged', NotificationPreferencesChanged['data']>[]) {
      const account = event.streamId.slice(prefix.length);
      const row = { ...(rows.get(account) ?? defaults(account, event.metadata.occurredAt)) };
      for (const [key, value] of Object.entries(event.data.changes) as [NotificationKey, boolean][]) row[columnOf(key)] = value;
      if (event.data.reorderInterval) row.reorder_interval = event.data.reorderInterval;
      row.updated_at = event.metadata.occurredAt;
      rows.set(account, row);
    }
    const columns = NOTIFICATION_KEYS.map(columnOf);
    await db
      .insertInto('notification_preferences')
      .values([...rows.values()])
      .onConflict((oc) =>
        oc.column('account_number').doUpdateSet((eb) => ({
          ...Object.fromEntries(columns.map((c) => [c, eb.ref(`excluded.${c}`)])),
          reorder_interval: eb.ref('excluded.reorder_interval'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
  },
};
