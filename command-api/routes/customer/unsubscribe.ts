import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../../domain/shared/errors';
import { notificationPreferencesStream } from '../../../domain/security/events';
import { SECURITY_MESSAGES } from '../../../domain/security/messages';
import {
  decideUnsubscribe,
  notificationPreferencesDecider,
  unsubscribeInput,
  NOTIFICATION_KINDS,
} from '../../../domain/security/notification-preferences';
import { verifyUnsubscribeToken } from '../../../infra/auth/unsubscribe-token';
import { errorResponses } from '../../../infra/http/errors';
import type { CommandContext } from '../../lib/context';
import { handleCommand } from '../../lib/handle-command';
import { loadAccount } from '../../lib/load-account';
import { metadataFor } from '../../lib/metadata';

/**
 * POST /api/customer/unsubscribe (public, spec point 6): the signed token of an e-mail's
 * unsubscribe link turns off that kind of e-mail (or all e-mails) for its account, recorded as
 * NotificationPreferencesChanged with source "unsubscribe-link" and the account holder as actor.
 */
export const unsubscribeRoute: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  app.post(
    '/api/customer/unsubscribe',
    {
      schema: {
        tags: ['customer', 'notifications'],
        summary: 'Unsubscribe from e-mails by link token',
        description: '400 INVALID_TOKEN for an invalid or expired link (the page then shows that unsubscribing failed).',
        body: unsubscribeInput,
        response: {
          200: z.object({
            unsubscribed: z.literal(true),
            kind: z.enum([...NOTIFICATION_KINDS, 'all']),
            position: z.number().int().nullable(),
          }),
          ...errorResponses,
        },
      },
      config: { auth: 'public' },
    },
    async (request) => {
      const claims = await verifyUnsubscribeToken(ctx.sql, request.body.token);
      const account = claims ? await loadAccount(ctx.store, claims.sub) : undefined;
      if (!claims || !account?.exists) throw new DomainError('validation', 'INVALID_TOKEN', SECURITY_MESSAGES.unsubscribeInvalid);
      const { result } = await handleCommand(
        ctx.store,
        notificationPreferencesStream(claims.sub),
        notificationPreferencesDecider,
        (state) => decideUnsubscribe({ kind: claims.kind }, state),
        { metadata: metadataFor(request, { accountNumber: claims.sub, customerGroup: account.customerGroup! }) },
      );
      return { unsubscribed: true as const, kind: claims.kind, position: result?.position ?? null };
    },
  );
};
