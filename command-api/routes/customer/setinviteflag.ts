import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerDecider } from '../../../domain/identity/customer-decider';
import { customerStream } from '../../../domain/identity/events';
import { assertPatientOfPractice } from '../../../domain/patients/patient-of-practice';
import { decideSetInviteFlag, setInviteFlagInput } from '../../../domain/patients/set-invite-flag';
import { DomainError } from '../../../domain/shared/errors';
import { requireClaims } from '../../../infra/http/auth';
import { errorResponses } from '../../../infra/http/errors';
import type { CommandContext } from '../../lib/context';
import { handleCommand } from '../../lib/handle-command';
import { loadAccount } from '../../lib/load-account';
import { idempotencyKeyOf, metadataFor } from '../../lib/metadata';

/**
 * POST /api/customer/setinviteflag {accountNumbers, flagged}: flags (or unflags) patients of the
 * practice for an invite → InviteFlagSet on each customer stream (unchanged ones record nothing).
 * Every account is checked before any is changed: one that is not the practice's → 404 for all.
 * Flagging is bookkeeping, not one of the actions a deactivated location loses (D-077).
 */
export const setInviteFlagRoute: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  app.post(
    '/api/customer/setinviteflag',
    {
      schema: {
        tags: ['customer'],
        summary: 'Flag patients for an invite',
        security: [{ bearer: [] }],
        body: setInviteFlagInput,
        response: { 200: z.object({ changed: z.array(z.string()), position: z.number().int().nullable() }), ...errorResponses },
      },
      config: { auth: ['Staff', 'Practice'] },
    },
    async (request) => {
      const claims = requireClaims(request);
      const practiceId = claims.practiceId;
      if (!practiceId) throw new DomainError('forbidden', 'FORBIDDEN', 'This account is not attached to a practice.');
      const { accountNumbers, flagged } = request.body;
      for (const accountNumber of accountNumbers) assertPatientOfPractice(await loadAccount(ctx.store, accountNumber), practiceId);
      const metadata = metadataFor(request);
      const changed: string[] = [];
      let position: number | null = null;
      for (const accountNumber of accountNumbers) {
        const { result } = await handleCommand(
          ctx.store,
          customerStream(accountNumber),
          customerDecider,
          (s) => decideSetInviteFlag({ practiceId, flagged }, s),
          { metadata, idempotencyKey: idempotencyKeyOf(request, `invite-flag-${accountNumber}`) },
        );
        if (result) {
          changed.push(accountNumber);
          position = Math.max(position ?? 0, result.position);
        }
      }
      return { changed, position };
    },
  );
};
