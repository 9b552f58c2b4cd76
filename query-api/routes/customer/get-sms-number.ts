import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { maskPhone, smsNumberStatus, type SmsNumberStatus } from '../../../domain/security/phone';
import { requireClaims } from '../../../infra/http/auth';
import { errorResponses } from '../../../infra/http/errors';
import type { QueryContext } from '../../lib/context';

/** POST /api/customer/GetSMSNumber: the signed-in user's SMS number and two-factor state. */
export const getSmsNumberRoute: FastifyPluginAsyncZod<QueryContext> = async (app, ctx) => {
  app.post(
    '/api/customer/GetSMSNumber',
    {
      schema: {
        tags: ['customer', 'mfa'],
        summary: 'SMS number and two-factor state',
        security: [{ bearer: [] }],
        response: { 200: smsNumberStatus, ...errorResponses },
      },
      config: { auth: 'any', readModels: ['mfa_settings'] },
    },
    async (request): Promise<SmsNumberStatus> => {
      const claims = requireClaims(request);
      const row = await ctx.db.withSchema('rm').selectFrom('mfa_settings').selectAll().where('account_number', '=', claims.sub).executeTakeFirst();
      return {
        phone: row?.phone ?? null,
        maskedPhone: maskPhone(row?.phone),
        isVerified: !!row?.phone && row.phone === row.verified_phone,
        isMfaEnabled: row?.is_mfa_enabled ?? false,
        hideMfaModal: row?.hide_mfa_modal ?? false,
        signInCodesTo: row?.is_mfa_enabled ? maskPhone(row.verified_phone) : null,
      };
    },
  );
};
