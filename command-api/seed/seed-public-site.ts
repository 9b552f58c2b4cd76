import { contactSenderDecider, decideMarkContactHandled, decideSubmitContactRequest } from '../../domain/contact/contact-rules';
import { contactStream, type ContactTopic } from '../../domain/contact/events';
import { practiceSignupStream } from '../../domain/practice-signups/events';
import { decideDeclinePracticeSignup, decideRequestPracticeSignup, practiceSignupDecider, signupKeys } from '../../domain/practice-signups/signup-rules';
import type { EventMetadata, EventStore } from '../../infra/event-store/port';
import { handleCommand } from '../lib/handle-command';
import { DEMO_CSR } from './demo-data';
import { reserveSignupKey } from '../lib/signup-keys';

const SIGNUPS = [
  { id: '019a0000-0000-7000-8000-00000000a001', practiceName: 'Sunrise Vision Center', name: 'Dana Whitfield', email: 'dana.whitfield@sunrise-vision.test', phone: '7135550141', address: { address1: '2400 Westheimer Rd', city: 'Houston', state: 'TX', zip: '77098' }, optIn: true },
  { id: '019a0000-0000-7000-8000-00000000a002', practiceName: 'Pinecrest Family Optometry', name: 'Marcus Bell', email: 'marcus@pinecrest-optometry.test', phone: '5035550172', address: { address1: '820 NW 23rd Ave', city: 'Portland', state: 'OR', zip: '97210' }, optIn: false },
  { id: '019a0000-0000-7000-8000-00000000a003', practiceName: 'Harbor Eye Associates', name: 'Lena Ortiz', email: 'lena@harbor-eye.test', phone: '6195550133', address: { address1: '1550 Harbor Dr', city: 'San Diego', state: 'CA', zip: '92101' }, optIn: false, declined: 'We could not verify the practice licence number. Please send it to us with your next sign-up.' },
];

const CONTACTS: { name: string; email: string; phone?: string; topic: ContactTopic; message: string; handled?: boolean }[] = [
  { name: 'Priya Raman', email: 'priya.raman@example.com', phone: '4155550190', topic: 'returns', message: 'I ordered a year of lenses but my prescription changed. Can I return the unopened boxes?' },
  { name: 'Tom Becker', email: 'tom.becker@example.com', topic: 'practice', message: 'We are a two-location practice in Denver. Do you integrate with our practice-management system?' },
  { name: 'Alice Moreau', email: 'alice.moreau@example.com', topic: 'account', message: 'My invitation link expired before I could set my password.', handled: true },
];

/** Demo data of the public site (issue #17): sign-ups waiting for review and one declined; contact requests open and handled. */
export async function seedPublicSite(store: EventStore, metadata: () => EventMetadata, now: Date): Promise<void> {
  for (const [i, s] of SIGNUPS.entries()) {
    const at = new Date(now.getTime() - (3 - i) * 86_400_000);
    const meta = { ...metadata(), occurredAt: at.toISOString() };
    const keys = signupKeys({ email: s.email, practiceName: s.practiceName, zip: s.address.zip });
    await reserveSignupKey(store, keys.email, s.id, meta);
    await reserveSignupKey(store, keys.practice, s.id, meta);
    const command = { signupId: s.id, practiceName: s.practiceName, name: s.name, email: s.email, phone: s.phone, address: s.address, acceptTermsAndConditions: true, emailCommunicationsOptIn: s.optIn, now: at };
    await handleCommand(store, practiceSignupStream(s.id), practiceSignupDecider, (st) => decideRequestPracticeSignup(command, st), { metadata: meta });
    if (s.declined) {
      const csr = { ...meta, actor: { accountNumber: DEMO_CSR.accountNumber, customerGroup: 'CSR' } };
      await handleCommand(store, practiceSignupStream(s.id), practiceSignupDecider, (st) => decideDeclinePracticeSignup({ reason: s.declined, declinedBy: DEMO_CSR.accountNumber, now: at }, st), { metadata: csr });
    }
  }
  for (const [i, c] of CONTACTS.entries()) {
    const at = new Date(now.getTime() - (CONTACTS.length - i) * 3_600_000);
    const meta = { ...metadata(), actor: { accountNumber: 'anonymous', customerGroup: 'Public' }, occurredAt: at.toISOString() };
    const requestId = `019a0000-0000-7000-8000-00000000c00${i + 1}`;
    const stream = contactStream(c.email);
    await handleCommand(store, stream, contactSenderDecider, (s) => decideSubmitContactRequest({ requestId, name: c.name, email: c.email, phone: c.phone, topic: c.topic, message: c.message, now: at }, s), { metadata: meta });
    if (c.handled) {
      const csr = { ...metadata(), actor: { accountNumber: DEMO_CSR.accountNumber, customerGroup: 'CSR' }, occurredAt: at.toISOString() };
      await handleCommand(store, stream, contactSenderDecider, (s) => decideMarkContactHandled({ requestId, handledBy: DEMO_CSR.accountNumber, now: at }, s), { metadata: csr });
    }
  }
}
