import { INVITE_EVENT_TYPES, type InviteEvent } from '../domain/invites/events';
import { deliveredInvites, evolveInvite, initialInviteState, lastInviteAt } from '../domain/invites/invite-decider';
import { inviteFlagOf } from '../domain/invites/patient-flags';
import { activePrescriptionUntil, evolvePrescriptionSummary } from '../domain/invites/prescription-summary';
import type { PrescriptionEvent } from '../domain/prescriptions/events';
import { hasCompletedProfile } from '../domain/patients/profile-completeness';
import type { StoredEvent } from '../infra/event-store/port';
import type { PatientInvitesTable } from '../infra/read-models/tables';
import { bulkInsert } from './lib/bulk-insert';
import { eventGuard, type Projection } from './lib/projection';

/** Events that edit a patient's name, phone, date of birth or e-mail (fields read when present). */
const PROFILE_EVENTS = ['CustomerProfileUpdated', 'PatientProfileUpdated', 'PatientSyncedFromPms'];
const EMAIL_EVENTS = ['EmailChanged', 'PatientEmailChanged'];
const PRESCRIPTION_EVENTS = ['PrescriptionCreated', 'PrescriptionUpdated', 'PrescriptionExpirationChanged', 'PrescriptionStateChanged'] as const satisfies readonly PrescriptionEvent['type'][];
const isPrescriptionEvent = eventGuard<PrescriptionEvent>(PRESCRIPTION_EVENTS);
const isInviteEvent = eventGuard<InviteEvent>(INVITE_EVENT_TYPES);

/**
 * Patient invites (spec points 4 and 7): one row per patient a practice created, with what the
 * invite lists filter and sort on. Fed by the customer stream (profile, e-mail, registration,
 * invite flag, deactivation), the prescription stream and the invite stream. A batch loads the
 * rows it touches, folds the events in memory and writes them back in two statements.
 */
export const patientInvitesProjection: Projection = {
  name: 'patient_invites',
  version: 1,
  eventTypes: [
    'PatientCreated',
    ...PROFILE_EVENTS,
    ...EMAIL_EVENTS,
    'PasswordSet',
    'InviteFlagSet',
    'PatientDeactivated',
    'PatientReactivated',
    ...PRESCRIPTION_EVENTS,
    'PatientInviteSent',
    'InviteEmailBounced',
  ],
  tables: ['patient_invites'],
  ddl: (s) => /* sql */ `
    CREATE TABLE IF NOT EXISTS ${s}.patient_invites (
      account_number    text PRIMARY KEY,
      practice_id       text NOT NULL,
      location_id       text NOT NULL,
      first_name        text NOT NULL,
      last_name         text NOT NULL,
      sort_name         text NOT NULL,
      email             text NOT NULL,
      dob               text,
      phone             text,
      profile_complete  boolean NOT NULL,
      invite_flagged    boolean NOT NULL,
      deactivated       boolean NOT NULL,
      registered_at     text,
      invite_count      integer NOT NULL,
      delivered_count   integer NOT NULL,
      first_invited_at  text,
      last_invited_at   text,
      bounced           boolean NOT NULL,
      bounced_email     text,
      bounced_at        text,
      rx                jsonb NOT NULL,
      invites           jsonb NOT NULL,
      has_current_prescription_until text,
      created_at        text NOT NULL,
      updated_at        text NOT NULL
    );
    CREATE INDEX IF NOT EXISTS patient_invites_name ON ${s}.patient_invites (practice_id, sort_name, account_number);
    CREATE INDEX IF NOT EXISTS patient_invites_email ON ${s}.patient_invites (practice_id, email);
    CREATE INDEX IF NOT EXISTS patient_invites_last ON ${s}.patient_invites (practice_id, last_invited_at);
    CREATE INDEX IF NOT EXISTS patient_invites_followup ON ${s}.patient_invites (practice_id, last_invited_at)
      WHERE registered_at IS NULL AND NOT deactivated AND NOT bounced AND delivered_count > 0;
    CREATE INDEX IF NOT EXISTS patient_invites_bounced ON ${s}.patient_invites (practice_id, bounced_at) WHERE bounced;`,
  async apply({ db, trx, schema }, events) {
    const accounts = [...new Set(events.map(accountOf))];
    if (accounts.length === 0) return;
    const existing = await db.selectFrom('patient_invites').selectAll().where('account_number', 'in', accounts).execute();
    const rows = new Map<string, PatientInvitesTable>(existing.map((r) => [r.account_number, { ...r, rx: parseJson(r.rx, {}), invites: parseJson(r.invites, initialInviteState()) }]));
    const touched = new Set<string>();
    for (const event of events) {
      const account = accountOf(event);
      const next = applyEvent(rows.get(account), event, account);
      if (next) {
        rows.set(account, next);
        touched.add(account);
      }
    }
    if (touched.size === 0) return;
    const ids = [...touched];
    await db.deleteFrom('patient_invites').where('account_number', 'in', ids).execute();
    await bulkInsert(trx, schema, 'patient_invites', ids.map((id) => rows.get(id)!), 'account_number');
  },
};

function accountOf(event: StoredEvent): string {
  return event.streamId.replace(/^(customer|patient-rx|patient-invite)-/, '');
}

/** jsonb as an object (both drivers parse it; tolerate a text-typed parser). */
function parseJson<T>(v: unknown, empty: T): T {
  if (typeof v === 'string') return JSON.parse(v) as T;
  return (v ?? empty) as T;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

function withDerived(row: PatientInvitesTable, at: string): PatientInvitesTable {
  const inv = row.invites;
  return {
    ...row,
    invite_count: inv.invites.length,
    delivered_count: deliveredInvites(inv).length,
    first_invited_at: inv.invites[0]?.sentAt ?? null,
    last_invited_at: lastInviteAt(inv),
    bounced_email: inv.bouncedEmail?.toLowerCase() ?? null,
    bounced_at: inv.bouncedAt,
    bounced: !!inv.bouncedEmail && inv.bouncedEmail.toLowerCase() === row.email,
    sort_name: `${row.last_name} ${row.first_name}`.toLowerCase(),
    profile_complete: hasCompletedProfile({ firstName: row.first_name, lastName: row.last_name, email: row.email, dob: row.dob, phone: row.phone }),
    has_current_prescription_until: activePrescriptionUntil({ byId: row.rx }),
    updated_at: at,
  };
}

/** The row after `event`, or undefined when the event does not concern a patient row. */
function applyEvent(row: PatientInvitesTable | undefined, event: StoredEvent, account: string): PatientInvitesTable | undefined {
  const at = event.metadata.occurredAt;
  const d = (event.data ?? {}) as Record<string, unknown>;
  if (event.type === 'PatientCreated') {
    if (row) return undefined;
    return withDerived(
      {
        account_number: account,
        practice_id: String(d.practiceId),
        location_id: String(d.locationId ?? ''),
        first_name: String(d.firstName ?? ''),
        last_name: String(d.lastName ?? ''),
        sort_name: '',
        email: String(d.email ?? '').toLowerCase(),
        dob: str(d.dob),
        phone: str(d.phone),
        profile_complete: false,
        invite_flagged: false,
        deactivated: false,
        registered_at: null,
        invite_count: 0,
        delivered_count: 0,
        first_invited_at: null,
        last_invited_at: null,
        bounced: false,
        bounced_email: null,
        bounced_at: null,
        rx: {},
        invites: initialInviteState(),
        has_current_prescription_until: null,
        created_at: at,
        updated_at: at,
      },
      at,
    );
  }
  if (!row) return undefined;
  const next: PatientInvitesTable = { ...row };
  if (PROFILE_EVENTS.includes(event.type)) {
    if (typeof d.firstName === 'string') next.first_name = d.firstName;
    if (typeof d.lastName === 'string') next.last_name = d.lastName;
    if ('phone' in d) next.phone = str(d.phone);
    if ('dob' in d) next.dob = str(d.dob);
    if (typeof d.locationId === 'string' && d.locationId) next.location_id = d.locationId;
    if (typeof d.email === 'string') setEmail(next, d.email);
  } else if (EMAIL_EVENTS.includes(event.type)) {
    if (typeof d.email === 'string') setEmail(next, d.email);
  } else if (event.type === 'PasswordSet') {
    next.registered_at ??= at;
  } else if (event.type === 'InviteFlagSet') {
    next.invite_flagged = inviteFlagOf(d);
  } else if (event.type === 'PatientDeactivated') {
    next.deactivated = true;
  } else if (event.type === 'PatientReactivated') {
    next.deactivated = false;
  } else if (isPrescriptionEvent(event)) {
    next.rx = evolvePrescriptionSummary({ byId: next.rx }, event).byId;
  } else if (isInviteEvent(event)) {
    next.invites = evolveInvite(next.invites, event);
  } else {
    return undefined;
  }
  return withDerived(next, at);
}

function setEmail(row: PatientInvitesTable, email: string) {
  row.email = email.toLowerCase();
}
