import { customerDecider } from '../../domain/identity/customer-decider';
import { customerStream } from '../../domain/identity/events';
import { decideRegisterCustomer } from '../../domain/identity/register-customer';
import { type MfaEvent, mfaStream } from '../../domain/security/events';
import { mfaDecider } from '../../domain/security/mfa-state';
import type { EventMetadata, EventStore } from '../../infra/event-store/port';
import { handleCommand } from '../lib/handle-command';
import { reserveEmail } from '../lib/reserve-email';
import { DEMO_DISTRIBUTOR_STAFF } from './demo-data';

/**
 * The demo analyst and operator (issues #32, #33): registered with the demo password, and already
 * enrolled in two-factor sign-in with a demo number (the number set, proven and turned on), so a
 * sign-in asks for the code the development SMS outbox shows. Made of ordinary events (actor: system).
 */
export async function seedDistributorStaff(store: EventStore, metadata: () => EventMetadata, passwordHash: string): Promise<number> {
  for (const person of DEMO_DISTRIBUTOR_STAFF) {
    const { phone, ...account } = person;
    await reserveEmail(store, account.email, account.accountNumber, metadata());
    await handleCommand(store, customerStream(account.accountNumber), customerDecider, (s) => decideRegisterCustomer({ ...account, passwordHash }, s), { metadata: metadata() });
    const enrolled: MfaEvent[] = [
      { type: 'PhoneNumberSet', data: { phone } },
      // Proven when seeded (no code was ever sent): the demo number stands for a phone the person holds.
      { type: 'PhoneNumberVerified', data: { phone, codeId: 'demo-seed' } },
      { type: 'TwoFactorEnabled', data: { phone } },
    ];
    await handleCommand(store, mfaStream(account.accountNumber), mfaDecider, (s) => (s.enabled ? [] : enrolled), { metadata: metadata() });
  }
  return DEMO_DISTRIBUTOR_STAFF.length;
}
