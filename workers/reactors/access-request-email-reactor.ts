import type { AccessRequestCreated } from '../../domain/access-requests/events';
import { reactorOf } from './reactor';

export const SEND_ACCESS_REQUEST_EMAIL = 'send-access-request-email';

export interface AccessRequestEmailJobPayload {
  requestId: string;
  eventId: string;
}

/** A new access request e-mails the patient a link to answer it. One job per AccessRequestCreated. */
export const accessRequestEmailReactor = reactorOf<AccessRequestCreated, AccessRequestEmailJobPayload>({
  name: 'reactor_access_request_email',
  eventTypes: ['AccessRequestCreated'],
  jobName: SEND_ACCESS_REQUEST_EMAIL,
  payload: (event) => ({ requestId: event.streamId.replace(/^access-request-/, '') }),
});
