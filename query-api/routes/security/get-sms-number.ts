import { CUSTOMER_GROUPS } from '../../../domain/identity/customer-group';
import { smsNumberStatus } from '../../../domain/security/api-schemas';
import { maskPhone } from '../../../domain/security/phone';
import { queryRoute } from '../../lib/query-route';

/** POST /api/customer/GetSMSNumber: the signed-in user's SMS number and two-factor state. */
export const getSmsNumberRoute = queryRoute(
  { method: 'POST', path: '/api/customer/GetSMSNumber', tags: ['customer', 'mfa'], summary: 'SMS number and two-factor state', auth: CUSTOMER_GROUPS, duringEnrolment: true, readModels: ['mfa_settings'], reply: smsNumberStatus },
  async ({ claims }, ctx) => {
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
