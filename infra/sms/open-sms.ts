import type { SqlConnection } from '../db/sql-client';
import { createDevSmsOutbox } from './dev-outbox';
import type { SmsSender } from './port';
import { SmsSendError } from './sms-send-error';
import { createTwilioSms } from './twilio-sms';

export interface SmsConfig {
  twilio?: { accountSid: string; authToken: string; from: string; apiBase?: string };
  production: boolean;
}

export function smsConfig(env: NodeJS.ProcessEnv = process.env): SmsConfig {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from } = env;
  return {
    twilio: accountSid && authToken && from ? { accountSid, authToken, from, apiBase: env.TWILIO_API_BASE || undefined } : undefined,
    production: env.NODE_ENV === 'production',
  };
}

/**
 * Twilio when configured; otherwise the development outbox. In production without Twilio there
 * is no outbox anyone could read, so every send fails plainly (the user is told the text could not
 * be sent) instead of texts silently going nowhere; nobody can then turn two-factor on.
 */
export function openSmsSender(opts: { db: SqlConnection; env?: NodeJS.ProcessEnv }): SmsSender {
  const config = smsConfig(opts.env);
  if (config.twilio) return createTwilioSms(config.twilio);
  if (config.production) return unavailableSms();
  return createDevSmsOutbox(opts.db);
}

function unavailableSms(): SmsSender {
  return {
    kind: 'unavailable',
    async send() {
      throw new SmsSendError('No SMS provider is configured: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM', true);
    },
  };
}

/** Whether the development outbox is in use (so the query API serves /dev/sms). */
export function usesDevSmsOutbox(env: NodeJS.ProcessEnv = process.env): boolean {
  const config = smsConfig(env);
  return !config.twilio && !config.production;
}
