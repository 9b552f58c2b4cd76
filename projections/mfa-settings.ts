import type { Insertable } from 'kysely';
import { MFA_STREAM_PREFIX, type MfaEvent } from '../domain/security/events';
import type { StoredEvent } from '../infra/event-store/port';
import type { MfaSettingsTable } from '../infra/read-models/tables';
import type { Projection } from './lib/projection';

type Row = Insertable<MfaSettingsTable>;

const HANDLED = ['PhoneNumberSet', 'PhoneNumberVerified', 'TwoFactorEnabled', 'TwoFactorDisabled', 'MfaModalPreferenceSet'] as const;

function blank(accountNumber: string, at: string): Row {
  return { account_number: accountNumber, phone: null, verified_phone: null, is_mfa_enabled: false, hide_mfa_modal: false, updated_at: at };
}

function applyEvent(row: Row, event: StoredEvent): Row {
  const e = { type: event.type, data: event.data } as MfaEvent;
  const at = event.metadata.occurredAt;
  switch (e.type) {
    case 'PhoneNumberSet':
      return { ...row, phone: e.data.phone, updated_at: at };
    case 'PhoneNumberVerified':
      return { ...row, verified_phone: e.data.phone, updated_at: at };
    case 'TwoFactorEnabled':
      return { ...row, is_mfa_enabled: true, updated_at: at };
    case 'TwoFactorDisabled':
      return { ...row, is_mfa_enabled: false, updated_at: at };
    case 'MfaModalPreferenceSet':
      return { ...row, hide_mfa_modal: e.data.hideMfaModal, updated_at: at };
    default:
      return row;
  }
}

/**
 * Two-factor state per account: SMS number, verified number, two-factor on/off, hideMfaModal —
 * what GetSMSNumber and the profile (isMfaEnabled, hideMfaModal) read. Codes never reach it.
 * A batch is folded per account in memory and written as one upsert.
 */
export const mfaSettingsProjection: Projection = {
  name: 'mfa_settings',
  version: 1,
  eventTypes: HANDLED,
  tables: ['mfa_settings'],
  ddl: (s) => /* sql */ `
    CREATE TABLE IF NOT EXISTS ${s}.mfa_settings (
      account_number text PRIMARY KEY,
      phone          text,
      verified_phone text,
      is_mfa_enabled boolean NOT NULL DEFAULT false,
      hide_mfa_modal boolean NOT NULL DEFAULT false,
      updated_at     text NOT NULL
    );`,
  async apply({ db }, events) {
    const mine = events.filter((e) => e.streamId.startsWith(MFA_STREAM_PREFIX));
    if (mine.length === 0) return;
    const accounts = [...new Set(mine.map((e) => e.streamId.slice(MFA_STREAM_PREFIX.length)))];
    const existing = await db.selectFrom('mfa_settings').selectAll().where('account_number', 'in', accounts).execute();
    const rows = new Map<string, Row>(existing.map((r) => [r.account_number, r]));
    for (const event of mine) {
      const account = event.streamId.slice(MFA_STREAM_PREFIX.length);
      rows.set(account, applyEvent(rows.get(account) ?? blank(account, event.metadata.occurredAt), event));
    }
    await db
      .insertInto('mfa_settings')
      .values([...rows.values()])
      .onConflict((oc) =>
        oc.column('account_number').doUpdateSet((eb) => ({
          phone: eb.ref('excluded.phone'),
          verified_phone: eb.ref('excluded.verified_phone'),
          is_mfa_enabled: eb.ref('excluded.is_mfa_enabled'),
          hide_mfa_modal: eb.ref('excluded.hide_mfa_modal'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
  },
};
