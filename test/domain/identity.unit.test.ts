import { describe, it } from 'vitest';
import { evolveCustomer, initialCustomerState } from '../../domain/identity/customer-decider';
import type { CustomerEvent, EmailEvent } from '../../domain/identity/events';
import { decideRegisterCustomer } from '../../domain/identity/register-customer';
import { decideReserveEmail, evolveEmailReservation } from '../../domain/identity/reserve-email';
import { decideSignIn } from '../../domain/identity/sign-in';
import { decideSignOut } from '../../domain/identity/sign-out';
import { decideCreatePatient } from '../../domain/patients/create-patient';
import { deciderSpec } from '../support/decider-spec';

const staffRegistered: CustomerEvent = {
  type: 'CustomerRegistered',
  data: { accountNumber: '7', customerGroup: 'Staff', email: 's@x.com', firstName: 'S', lastName: 'T', practiceId: 'P', locationId: 'L' },
};
const hashed: CustomerEvent = { type: 'PasswordSet', data: { passwordHash: 'h' } };
const customer = <C>(decide: (c: C, s: ReturnType<typeof initialCustomerState>) => CustomerEvent[]) =>
  deciderSpec<ReturnType<typeof initialCustomerState>, CustomerEvent, C>({ initial: initialCustomerState, evolve: evolveCustomer, decide });

describe('sign in', () => {
  const spec = customer(decideSignIn);
  const cmd = { passwordMatches: true, sessionId: 's1', expiresAt: '2026-01-01T00:20:00Z' };
  it('opens a session for a matching password', () => {
    spec.given([staffRegistered, hashed]).when(cmd).then([{ type: 'SignedIn', data: { sessionId: 's1', expiresAt: cmd.expiresAt } }]);
  });
  it('refuses a wrong password, an unknown account and an account without password alike', () => {
    const refusal = { code: 'INVALID_VALUE', message: 'INVALID_VALUE: Invalid Email or Password', kind: 'unauthorized' };
    spec.given([staffRegistered, hashed]).when({ ...cmd, passwordMatches: false }).thenThrows(refusal);
    spec.given([]).when(cmd).thenThrows(refusal);
    spec.given([staffRegistered]).when(cmd).thenThrows(refusal);
  });
});

describe('sign out', () => {
  const spec = customer(decideSignOut);
  const signedIn: CustomerEvent = { type: 'SignedIn', data: { sessionId: 's1', expiresAt: 'x' } };
  it('closes an open session', () => {
    spec.given([staffRegistered, signedIn]).when({ sessionId: 's1' }).then([{ type: 'SignedOut', data: { sessionId: 's1' } }]);
  });
  it('is a no-op for a closed or unknown session', () => {
    spec.given([staffRegistered, signedIn, { type: 'SignedOut', data: { sessionId: 's1' } }]).when({ sessionId: 's1' }).then([]);
    spec.given([staffRegistered]).when({ sessionId: 'nope' }).then([]);
  });
});

describe('create patient', () => {
  const spec = customer(decideCreatePatient);
  const cmd = { accountNumber: '1', practiceId: 'P', locationId: 'L', firstName: 'Ann', lastName: 'Lee', email: 'a@x.com', dob: '01/02/1990' };
  it('creates the patient at the location', () => {
    spec.given([]).when(cmd).then([{ type: 'PatientCreated', data: { accountNumber: '1', practiceId: 'P', locationId: 'L', firstName: 'Ann', lastName: 'Lee', email: 'a@x.com', dob: '01/02/1990' } }]);
  });
  it('never overwrites an existing account', () => {
    spec.given([staffRegistered]).when(cmd).thenThrows({ code: 'ACCOUNT_EXISTS' });
  });
});

describe('register customer', () => {
  const spec = customer(decideRegisterCustomer);
  it('requires a practice for practice-side accounts', () => {
    spec.given([]).when({ accountNumber: '9', customerGroup: 'Staff', email: 'a@x.com', firstName: 'A', lastName: 'B', passwordHash: 'h' }).thenThrows({ code: 'PRACTICE_REQUIRED' });
  });
  it('registers with the hash only', () => {
    spec.given([]).when({ accountNumber: '9', customerGroup: 'CSR', email: 'c@x.com', firstName: 'C', lastName: 'D', passwordHash: 'h' }).then([
      { type: 'CustomerRegistered', data: { accountNumber: '9', customerGroup: 'CSR', email: 'c@x.com', firstName: 'C', lastName: 'D' } },
      { type: 'PasswordSet', data: { passwordHash: 'h' } },
    ]);
  });
});

describe('e-mail reservation', () => {
  const spec = deciderSpec<{ accountNumber?: string }, EmailEvent, Parameters<typeof decideReserveEmail>[0]>({ initial: () => ({}), evolve: evolveEmailReservation, decide: decideReserveEmail });
  const reserved: EmailEvent = { type: 'EmailReserved', data: { email: 'a@x.com', accountNumber: '1' } };
  it('reserves a free address', () => {
    spec.given([]).when({ email: 'a@x.com', accountNumber: '1', ownerExists: false }).then([reserved]);
  });
  it('refuses an address owned by an existing account: USER_ALREADY_EXISTS', () => {
    spec.given([reserved]).when({ email: 'a@x.com', accountNumber: '2', ownerExists: true }).thenThrows({ code: 'USER_ALREADY_EXISTS', kind: 'conflict' });
  });
  it('takes over a reservation whose account was never created (crash between appends)', () => {
    spec.given([reserved]).when({ email: 'a@x.com', accountNumber: '2', ownerExists: false }).then([{ type: 'EmailReserved', data: { email: 'a@x.com', accountNumber: '2' } }]);
  });
});
