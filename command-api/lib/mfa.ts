import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../domain/shared/errors';
import { fold } from '../../domain/shared/decider';
import type { SecuritySettings } from '../../domain/security/constants';
import { type CodePurpose, type MfaEvent, mfaStream } from '../../domain/security/events';
import { SECURITY_MESSAGES } from '../../domain/security/messages';
import { mfaDecider, type MfaState } from '../../domain/security/mfa-state';
import { maskPhone } from '../../domain/security/phone';
import { decideSendVerificationCode } from '../../domain/security/send-verification-code';
import { issueCode } from '../../infra/auth/one-time-code';
import type { SqlConnection } from '../../infra/db/sql-client';
import type { EventMetadata, EventStore } from '../../infra/event-store/port';
import { openSmsSender } from '../../infra/sms/open-sms';
import type { SmsSender } from '../../infra/sms/port';
import { SmsSendError } from '../../infra/sms/sms-send-error';
import { handleCommand } from './handle-command';

/** The account's MFA state, from its own stream. */
export async function loadMfa(store: EventStore, accountNumber: string): Promise<MfaState> {
  const { events } = await store.readStream<MfaEvent>(mfaStream(accountNumber));
  return fold(mfaDecider, events);
}

const senders = new WeakMap<SqlConnection, SmsSender>();
/** One SMS sender per database client (Twilio when configured, else the dev outbox in that database). */
export function smsSenderFor(db: SqlConnection): SmsSender {
  let sender = senders.get(db);
  if (!sender) {
    sender = openSmsSender({ db });
    senders.set(db, sender);
  }
  return sender;
}

function minutes(ms: number): string {
  const n = Math.max(1, Math.round(ms / 60_000));
  return `${n} minute${n === 1 ? '' : 's'}`;
}

function smsBody(purpose: CodePurpose, code: string, ttlMs: number): string {
  return purpose === 'sign-in'
    ? `Lensloop: ${code} is your sign-in code. It expires in ${minutes(ttlMs)}. If you didn't try to sign in, change your password.`
    : `Lensloop: ${code} is your code to verify this number. It expires in ${minutes(ttlMs)}. Never share it with anyone.`;
}

export interface SentCode {
  maskedPhone: string | null;
  expiresAt: string;
  /** When "Resend code" becomes possible. */
  resendAvailableAt: string;
  position: number;
}

/**
 * Issues a code (VerificationCodeSent with its hash) and texts it. The event is appended first,
 * so a code that was texted always exists; if the text then fails, the code is simply never used
 * and the user is asked to check the number or retry.
 */
export async function sendCode(
  deps: { store: EventStore; sql: SqlConnection },
  accountNumber: string,
  purpose: CodePurpose,
  options: { contextHash?: string; resendOf?: 'sign-in'; metadata: EventMetadata; settings: SecuritySettings },
): Promise<SentCode> {
  const issued = await issueCode(deps.sql);
  const now = new Date().toISOString();
  const { result, events } = await handleCommand(
    deps.store,
    mfaStream(accountNumber),
    mfaDecider,
    (state) =>
      decideSendVerificationCode(
        {
          codeId: issued.codeId,
          purpose,
          codeHash: issued.codeHash,
          contextHash: options.contextHash,
          resendOf: options.resendOf,
          now,
          settings: options.settings,
        },
        state,
      ),
    { metadata: options.metadata },
  );
  const sent = events[0];
  if (!result || sent?.type !== 'VerificationCodeSent') throw new Error('VerificationCodeSent was not appended');
  try {
    await smsSenderFor(deps.sql).send({ to: sent.data.phone, body: smsBody(purpose, issued.code, options.settings.codeTtlMs), tags: ['verification-code', purpose] });
  } catch (err) {
    if (err instanceof SmsSendError || err instanceof TypeError) {
      throw new DomainError('rule', 'SMS_SEND_FAILED', SECURITY_MESSAGES.smsSendFailed);
    }
    throw err;
  }
  return {
    maskedPhone: maskPhone(sent.data.phone),
    expiresAt: sent.data.expiresAt,
    resendAvailableAt: new Date(Date.parse(now) + options.settings.codeResendCooldownMs).toISOString(),
    position: result.position,
  };
}

/** Two-factor settings belong to the account holder: a CSR acting for them may not change them. */
export function refuseWhileImpersonating(request: FastifyRequest): void {
  if (request.claims?.impersonator) throw new DomainError('forbidden', 'FORBIDDEN', SECURITY_MESSAGES.twoFactorHolderOnly);
}

/** `mfaContext` is `<accountNumber>.<secret>`: the account to look in, and the secret only its hash matches. */
export function parseMfaContext(value: string): { accountNumber: string; secret: string } {
  const m = /^(\d{6,12})\.([A-Za-z0-9_-]{32,128})$/.exec(value);
  if (!m) throw new DomainError('unauthorized', 'MFA_CONTEXT_INVALID', SECURITY_MESSAGES.mfaContextInvalid);
  return { accountNumber: m[1]!, secret: m[2]! };
}
