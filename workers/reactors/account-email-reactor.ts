import type { Reactor } from './reactor';

export const SEND_ACCOUNT_EMAIL = 'send-account-email';

/** Password-reset links and e-mail-change confirmations: one e-mail per request event. */
export const accountEmailReactor: Reactor = {
  name: 'reactor_account_email',
  eventTypes: ['PasswordResetRequested', 'EmailChangeRequested'],
  jobName: SEND_ACCOUNT_EMAIL,
  payload: (event) => ({ accountNumber: event.streamId.replace(/^customer-/, ''), type: event.type, data: event.data }),
};
