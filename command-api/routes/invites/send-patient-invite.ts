import { customerDecider } from '../../../domain/identity/customer-decider';
import { type CustomerEvent, customerStream } from '../../../domain/identity/events';
import { type SendInviteReply, sendInviteInput, sendInviteReply } from '../../../domain/invites/api-schemas';
import { inviteStream } from '../../../domain/invites/events';
import { inviteDecider } from '../../../domain/invites/invite-decider';
import { evolvePatientFlags, initialPatientFlags } from '../../../domain/invites/patient-flags';
import { prescriptionSummaryDecider } from '../../../domain/invites/prescription-summary';
import { decideSendPatientInvite, type InvitePatientState } from '../../../domain/invites/send-patient-invite';
import { practiceIdOf } from '../../../domain/identity/access-token';
import { type PrescriptionEvent, prescriptionsStream } from '../../../domain/prescriptions/events';
import { fold } from '../../../domain/shared/decider';
import { DomainError } from '../../../domain/shared/errors';
import type { EventStore } from '../../../infra/event-store/port';
import { commandRoute } from '../../lib/command-route';
import { assertPracticeAllows, PRACTICE_STATE_ERRORS } from '../../lib/practice-guard';

type PatientFacts = Omit<InvitePatientState, 'invites'>;

/** The customer stream's facts (identity fold + deactivation and invite flag) and the prescriptions. */
async function loadPatientFacts(store: EventStore, accountNumber: string): Promise<PatientFacts> {
  const [customer, rx] = await Promise.all([store.readStream<CustomerEvent>(customerStream(accountNumber)), store.readStream<PrescriptionEvent>(prescriptionsStream(accountNumber))]);
  return {
    customer: fold(customerDecider, customer.events),
    flags: customer.events.reduce(evolvePatientFlags, initialPatientFlags()),
    rx: fold(prescriptionSummaryDecider, rx.events),
  };
}

/**
 * POST /api/customer/sendinvite (Staff, Practice; non-spec, D-082): sends the patient invite (the
 * welcome e-mail with the set-password link) to one or several of the practice's patients.
 * Every patient must belong to the caller's practice (else 404, nothing sent) and the practice
 * guard must allow "send patient invite" for the caller's and each patient's location. Then each
 * patient is decided on its own: PatientInviteSent on `patient-invite-{n}` (the welcome-email
 * reactor mails it), or a refusal with the failed rules in its result.
 */
export const sendInviteRoute = commandRoute(
  {
    path: '/api/customer/sendinvite', tags: ['invites'], summary: 'Send the patient invite to one or several patients',
    auth: ['Staff', 'Practice'], body: sendInviteInput, reply: sendInviteReply, errors: PRACTICE_STATE_ERRORS,
  },
  async ({ body, claims, handle }, ctx) => {
    const practiceId = practiceIdOf(claims);
    const accountNumbers = [...new Set(body.accountNumbers)];
    const facts = new Map<string, PatientFacts>();
    for (const n of accountNumbers) {
      const f = await loadPatientFacts(ctx.store, n);
      // The home practice only (an invite is its welcome e-mail), so not the patient-access rule.
      if (!f.customer.exists || f.customer.customerGroup !== 'Patient' || f.customer.practiceId !== practiceId) {
        throw new DomainError('not_found', 'INVALID_PATIENT_NOT_FOUND', `Patient not found: ${n}`);
      }
      facts.set(n, f);
    }
    const locations = new Set<string | undefined>([claims.locationId, ...[...facts.values()].map((f) => f.customer.locationId)]);
    for (const locationId of locations) if (locationId) await assertPracticeAllows(ctx, claims, 'send patient invite', locationId);

    const now = new Date();
    const results: SendInviteReply['results'] = [];
    let position: number | null = null;
    for (const accountNumber of accountNumbers) {
      const known = facts.get(accountNumber)!;
      try {
        const decide = (invites: InvitePatientState['invites']) => decideSendPatientInvite({ accountNumber, practiceId, sentBy: claims.sub, now }, { ...known, invites });
        const { result, events } = await handle(inviteStream(accountNumber), inviteDecider, decide, { step: `sendinvite:${accountNumber}` });
        if (result) position = result.position;
        results.push({ accountNumber, sent: true, kind: events[0]?.data.kind });
      } catch (err) {
        if (!(err instanceof DomainError) || err.kind !== 'rule') throw err;
        const reasons = (err.details?.reasons ?? []) as NonNullable<SendInviteReply['results'][number]['reasons']>;
        results.push({ accountNumber, sent: false, code: err.code, message: err.message, reasons });
      }
    }
    return { results, sent: results.filter((r) => r.sent).length, position };
  },
);
