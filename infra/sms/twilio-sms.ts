import { toE164 } from '../../domain/security/phone';
import { assertSmsMessage } from './sms-message';
import { SmsSendError } from './sms-send-error';
import type { SentSms, SmsMessage, SmsSender } from './port';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** A sending number in E.164 (+15125550100) or a Messaging Service SID (MG…). */
  from: string;
  /** API origin; tests point it at a local stand-in. Default https://api.twilio.com. */
  apiBase?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Twilio error codes that no retry can fix (invalid, unreachable or opted-out recipients; bad sender). */
const PERMANENT_CODES = new Set([21211, 21214, 21408, 21610, 21612, 21614, 21606, 21659]);

/**
 * Sends through Twilio's Programmable Messaging REST API (POST …/Accounts/{sid}/Messages.json,
 * form-encoded, HTTP basic auth). Written against Twilio's documented API; it is exercised here
 * against a local stand-in server only — no Twilio account is available on the development machine.
 */
export function createTwilioSms(opts: TwilioOptions): SmsSender {
  const base = (opts.apiBase ?? 'https://api.twilio.com').replace(/\/$/, '');
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(opts.accountSid)}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${opts.accountSid}:${opts.authToken}`).toString('base64')}`;
  const doFetch = opts.fetch ?? fetch;
  return {
    kind: 'twilio',
    async send(message: SmsMessage): Promise<SentSms> {
      assertSmsMessage(message);
      const form = new URLSearchParams({ To: toE164(message.to), Body: message.body });
      if (/^MG[0-9a-f]{32}$/i.test(opts.from)) form.set('MessagingServiceSid', opts.from);
      else form.set('From', opts.from);

      let response: Response;
      try {
        response = await doFetch(url, {
          method: 'POST',
          headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: form.toString(),
          signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
        });
      } catch (err) {
        throw new SmsSendError(`Twilio unreachable: ${(err as Error).message}`, false, { cause: err });
      }
      const body = (await response.json().catch(() => ({}))) as { sid?: string; code?: number; message?: string };
      if (response.ok && typeof body.sid === 'string') return { messageId: body.sid };
      const permanent =
        (typeof body.code === 'number' && PERMANENT_CODES.has(body.code)) ||
        (response.status >= 400 && response.status < 500 && response.status !== 429 && response.status !== 408);
      // The recipient number is personal data: the error names the status and Twilio's code only.
      throw new SmsSendError(`Twilio refused the message: HTTP ${response.status}${body.code ? `, code ${body.code}` : ''}`, permanent);
    },
  };
}
