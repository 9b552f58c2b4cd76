import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type CustomerEvent, customerStream } from '../../../domain/identity/events';
import { customerDecider } from '../../../domain/identity/customer-decider';
import { inviteStream } from '../../../domain/invites/events';
import { inviteDecider, type InviteState } from '../../../domain/invites/invite-decider';
import { INVITE_REASON_CODES } from '../../../domain/invites/invite-eligibility';
import { evolvePatientFlags, initialPatientFlags } from '../../../domain/invites/patient-flags';
import { prescriptionSummaryDecider } from '../../../domain/invites/prescription-summary';
import { decideSendPatientInvite, type InvitePatientState, sendInviteInput } from '../../../domain/invites/send-patient-invite';
import { prescriptionsStream, type PrescriptionEvent } from '../../../domain/prescriptions/events';
import { fold } from '../../../domain/shared/decider';
import { DomainError } from '../../../domain/shared/errors';
import type { EventStore } from '../../../infra/event-store/port';
import { requireClaims } from '../../../infra/http/auth';
import { errorBody, errorResponses } from '../../../infra/http/errors';
import type { CommandContext } from '../../lib/context';
import { handleCommand } from '../../lib/handle-command';
import { idempotencyKeyOf, metadataFor } from '../../lib/metadata';
import { assertPracticeAllows, practiceStateResponses } from '../../lib/practice-guard';

const reason = z.object({ code: z.enum(INVITE_REASON_CODES), message: z.string() });
const sendInviteReply = z.object({
  results: z.array(
    z.object({
      accountNumber: z.string(),
      sent: z.boolean(),
      kind: z.enum(['first', 'followup']).optional(),
      code: z.string().optional(),
      message: z.string().optional(),
      reasons: z.array(reason).optional(),
    }),
  ),
  sent: z.number().int(),
  /** Position of the last event appended (read-your-writes), null when nothing was sent. */
  position: z.number().int().nullable(),
});

/** The customer stream's facts (identity fold + deactivation and invite flag) and the prescriptions. */
async function loadPatientFacts(store: EventStore, accountNumber: string): Promise<Omit<InvitePatientState, 'invites'>> {
  const [customer, rx] = await Promise.all([store.readStream(customerStream(accountNumber)), store.readStream(prescriptionsStream(accountNumber))]);
  const events = customer.events as unknown as CustomerEvent[];
  return {
    customer: fold(customerDecider, events),
    flags: events.reduce(evolvePatientFlags, initialPatientFlags()),
    rx: fold(prescriptionSummaryDecider, rx.events as unknown as PrescriptionEvent[]),
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
export const sendInviteRoute: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  app.post(
    '/api/customer/sendinvite',
    {
      schema: {
        tags: ['invites'],
        summary: 'Send the patient invite to one or several patients',
        security: [{ bearer: [] }],
        body: sendInviteInput,
        response: { 200: sendInviteReply, 404: errorBody, ...practiceStateResponses, ...errorResponses },
      },
      config: { auth: ['Staff', 'Practice'] },
    },
    async (request) => {
      const claims = requireClaims(request);
      const practiceId = claims.practiceId;
      if (!practiceId) throw new DomainError('forbidden', 'FORBIDDEN', 'This account is not attached to a practice.');
      const accountNumbers = [...new Set(request.body.accountNumbers)];

      const facts = new Map<string, Omit<InvitePatientState, 'invites'>>();
      for (const n of accountNumbers) {
        const f = await loadPatientFacts(ctx.store, n);
        if (!f.customer.exists || f.customer.customerGroup !== 'Patient' || f.customer.practiceId !== practiceId) {
          throw new DomainError('not_found', 'INVALID_PATIENT_NOT_FOUND', `Patient not found: ${n}`);
        }
        facts.set(n, f);
      }
      const locations = new Set<string | undefined>([claims.locationId, ...[...facts.values()].map((f) => f.customer.locationId)]);
      for (const locationId of locations) {
        if (locationId) await assertPracticeAllows(ctx, claims, 'send patient invite', locationId);
      }

      const now = new Date();
      const results: z.infer<typeof sendInviteReply>['results'] = [];
      let position: number | null = null;
      const key = idempotencyKeyOf(request, 'sendinvite');
      for (const accountNumber of accountNumbers) {
        const known = facts.get(accountNumber)!;
        try {
          const { result, events } = await handleCommand(
            ctx.store,
            inviteStream(accountNumber),
            inviteDecider,
            (invites: InviteState) => decideSendPatientInvite({ accountNumber, practiceId, sentBy: claims.sub, now }, { ...known, invites }),
            { metadata: metadataFor(request), idempotencyKey: key && `${key}:${accountNumber}` },
          );
          if (result) position = result.position;
          results.push({ accountNumber, sent: true, kind: events[0]?.data.kind });
        } catch (err) {
          if (!(err instanceof DomainError) || err.kind !== 'rule') throw err;
          const reasons = (err.details?.reasons ?? []) as z.infer<typeof reason>[];
          results.push({ accountNumber, sent: false, code: err.code, message: err.message, reasons });
        }
      }
      return { results, sent: results.filter((r) => r.sent).length, position };
    },
  );
};
