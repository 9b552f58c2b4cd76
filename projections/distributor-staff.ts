import type { Selectable } from 'kysely';
import { isDistributorStaff } from '../domain/identity/customer-group';
import type { CustomerEvent } from '../domain/identity/events';
import type { MfaEvent } from '../domain/security/events';
import type { DistributorStaffStatus } from '../domain/distributor-staff/staff-status';
import type { StoredEventOf } from '../infra/event-store/port';
import type { DistributorStaffTable } from '../infra/read-models/tables';
import { foldRows } from './lib/fold-rows';
import { projectionOf } from './lib/projection';

type Row = Selectable<DistributorStaffTable>;
type Event = CustomerEvent | MfaEvent;

/** The account the event is about: `customer-{account}` or `mfa-{account}`. */
const accountOf = (e: { streamId: string }) => e.streamId.replace(/^(customer|mfa)-/, '');
const searchText = (r: Pick<Row, 'first_name' | 'last_name' | 'email'>) => `${r.first_name} ${r.last_name} ${r.email}`.toLowerCase();
const statusOf = (r: Pick<Row, 'deactivated_at' | 'password_set'>): DistributorStaffStatus => (r.deactivated_at ? 'deactivated' : r.password_set ? 'active' : 'invited');

/** One event on the batch's rows; events of accounts that are not distributor staff find no row and change nothing. */
function applyTo(rows: Map<string, Row>, e: StoredEventOf<Event>): void {
  const account = accountOf(e);
  const at = e.metadata.occurredAt;
  if (e.type === 'CustomerRegistered') {
    const d = e.data;
    if (!isDistributorStaff(d.customerGroup) || rows.has(account)) return;
    const row: Row = {
      account_number: account, customer_group: d.customerGroup, first_name: d.firstName, last_name: d.lastName, email: d.email, search_text: '',
      status: 'invited', invited_at: at, invited_by: e.metadata.actor.accountNumber, invitation_sent_at: null, two_factor_enabled: false,
      last_signed_in_at: null, deactivated_at: null, updated_at: at, password_set: false,
    };
    row.search_text = searchText(row);
    rows.set(account, row);
    return;
  }
  const row = rows.get(account);
  if (!row) return;
  switch (e.type) {
    case 'PasswordSet':
      row.password_set = true;
      break;
    case 'WelcomeEmailSent':
      row.invitation_sent_at = at;
      break;
    case 'CustomerProfileUpdated':
      row.first_name = e.data.firstName;
      row.last_name = e.data.lastName;
      break;
    case 'EmailChanged':
      row.email = e.data.email;
      break;
    case 'DistributorStaffDeactivated':
      row.deactivated_at = at;
      break;
    case 'DistributorStaffReactivated':
      row.deactivated_at = null;
      break;
    case 'TwoFactorEnabled':
      row.two_factor_enabled = true;
      break;
    case 'TwoFactorDisabled':
      row.two_factor_enabled = false;
      break;
    case 'SignedIn':
      row.last_signed_in_at = at;
      break;
    default:
      return;
  }
  row.search_text = searchText(row);
  row.status = statusOf(row);
  row.updated_at = at;
}

/**
 * Analysts and operators (issues #32, #33) for the CSR's Distributor Staff screen: who they are,
 * their role and state (invited, active, deactivated), when they were invited and by whom, when the
 * last invitation went out, whether two-factor is on, their last sign-in. Only accounts registered
 * as Analyst or Operator get a row; the other accounts' events pass through untouched.
 */
export const distributorStaffProjection = projectionOf<Event>({
  name: 'distributor_staff',
  version: 1,
  eventTypes: [
    'CustomerRegistered', 'PasswordSet', 'WelcomeEmailSent', 'CustomerProfileUpdated', 'EmailChanged', 'DistributorStaffDeactivated',
    'DistributorStaffReactivated', 'SignedIn', 'TwoFactorEnabled', 'TwoFactorDisabled',
  ],
  tables: ['distributor_staff'],
  ddl: (s) => /* sql */ `
    CREATE TABLE IF NOT EXISTS ${s}.distributor_staff (
      account_number     text PRIMARY KEY,
      customer_group     text NOT NULL,
      first_name         text NOT NULL,
      last_name          text NOT NULL,
      email              text NOT NULL,
      search_text        text NOT NULL,
      status             text NOT NULL,
      invited_at         text NOT NULL,
      invited_by         text NOT NULL,
      invitation_sent_at text,
      two_factor_enabled boolean NOT NULL,
      last_signed_in_at  text,
      deactivated_at     text,
      updated_at         text NOT NULL,
      password_set       boolean NOT NULL
    );`,
  // The screen's order (last name, first name), which every filter of it reads through.
  readIndexes: (s) => `CREATE INDEX IF NOT EXISTS distributor_staff_by_name ON ${s}.distributor_staff (last_name, first_name, account_number);`,
  async apply(ctx, events) {
    const ids = [...new Set(events.map(accountOf))];
    await foldRows<'distributor_staff', Row>(ctx, { table: 'distributor_staff', key: 'account_number', ids, read: (r) => r }, (rows) => {
      for (const e of events) applyTo(rows, e);
    });
  },
});
