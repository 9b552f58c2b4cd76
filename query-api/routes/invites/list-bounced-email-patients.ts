import { inviteListRoute } from './invite-list-route';

/**
 * POST /api/customer/bouncedemailpatients (Staff, Practice): unregistered patients whose current
 * e-mail bounced ("An email bounced! Change their email address to resend."). Changing the e-mail
 * takes a patient off this list.
 */
export const bouncedEmailPatientsRoute = inviteListRoute('/api/customer/bouncedemailpatients', 'Patients whose invite e-mail bounced', (rows) =>
  rows.where('bounced', '=', true).where('registered_at', 'is', null),
);
