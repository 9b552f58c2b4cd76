/**
 * The SMS port. Adapters: Twilio's REST API (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM)
 * and the development outbox, which stores each text in PostgreSQL so developers and browser
 * tests can read the codes (`/dev/sms`, `GET /api/dev/sms`).
 */
export interface SmsMessage {
  /** US number, 10 digits or E.164. */
  to: string;
  body: string;
  /** Labels for filtering, e.g. ['verification-code']. */
  tags?: string[];
}

export interface SentSms {
  messageId: string;
}

export interface SmsSender {
  readonly kind: 'twilio' | 'dev-outbox' | 'unavailable';
  send(message: SmsMessage): Promise<SentSms>;
}
