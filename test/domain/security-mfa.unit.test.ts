import { describe, expect, it } from 'vitest';
import { checkCode, sameDigest, verificationCode } from '../../domain/security/check-code';
import { decideCompleteMfaSignIn } from '../../domain/security/complete-mfa-sign-in';
import { SECURITY_DEFAULTS } from '../../domain/security/constants';
import type { MfaEvent } from '../../domain/security/events';
import { evolveMfa, initialMfaState, isPhoneVerified, type MfaState, type PendingCode } from '../../domain/security/mfa-state';
import { maskPhone, toE164 } from '../../domain/security/phone';
import { decideSendVerificationCode } from '../../domain/security/send-verification-code';
import { decideSetMfaPreference } from '../../domain/security/set-mfa-preference';
import { decideUpdateSmsNumber } from '../../domain/security/update-sms-number';
import { decideVerifyCode } from '../../domain/security/verify-code';
import { deciderSpec } from '../support/decider-spec';
import { smsNumberInput } from '../../domain/security/api-schemas';

const T0 = '2026-03-01T10:00:00.000Z';
const at = (ms: number) => new Date(Date.parse(T0) + ms).toISOString();
const hash = (codeId: string, code: string) => `h(${codeId}:${code})`;
const hasher = (typed: string) => (codeId: string) => hash(codeId, typed);

const numberSet: MfaEvent = { type: 'PhoneNumberSet', data: { phone: '5125550143' } };
const codeSent = (codeId = 'c1', sentAt = T0, purpose: 'verify-phone' | 'sign-in' = 'verify-phone', contextHash?: string): MfaEvent => ({
  type: 'VerificationCodeSent',
  data: {
    codeId,
    purpose,
    phone: '5125550143',
    codeHash: hash(codeId, '123456'),
    ...(contextHash ? { contextHash } : {}),
    sentAt,
    expiresAt: new Date(Date.parse(sentAt) + SECURITY_DEFAULTS.codeTtlMs).toISOString(),
  },
});
const verified: MfaEvent = { type: 'PhoneNumberVerified', data: { phone: '5125550143', codeId: 'c1' } };
const enabled: MfaEvent = { type: 'TwoFactorEnabled', data: { phone: '5125550143' } };

const mfa = <C>(decide: (c: C, s: MfaState) => MfaEvent[]) => deciderSpec<MfaState, MfaEvent, C>({ initial: initialMfaState, evolve: evolveMfa, decide });
const settings = { codeTtlMs: SECURITY_DEFAULTS.codeTtlMs, codeResendCooldownMs: 30_000, maxCodesPerHour: 3 };

describe('spec constants', () => {
  it('codes expire after 10 minutes by default', () => {
    expect(SECURITY_DEFAULTS.codeTtlMs).toBe(10 * 60 * 1000);
  });
});

describe('phone and code input', () => {
  it.each([
    ['(512) 555-0143', '5125550143'],
    ['512.555.0143', '5125550143'],
  ])('accepts %s as %s', (raw, digits) => {
    expect(smsNumberInput.parse({ phone: raw })).toEqual({ phone: digits });
  });
  it.each(['5555555555', '12345', '51255501430'])('refuses %s with the spec message', (raw) => {
    const r = smsNumberInput.safeParse({ phone: raw });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('A valid US phone is required');
  });
  it.each([
    ['123456', true],
    ['123 456', true],
    ['123-456', true],
    ['12345', false],
    ['1234567', false],
    ['abcdef', false],
  ])('code %s valid: %s', (raw, ok) => {
    expect(verificationCode.safeParse(raw).success).toBe(ok);
  });
  it('masks and formats numbers', () => {
    expect(maskPhone('5125550143')).toBe('(•••) •••-0143');
    expect(maskPhone(null)).toBeNull();
    expect(toE164('5125550143')).toBe('+15125550143');
    expect(toE164('15125550143')).toBe('+15125550143');
  });
});

describe('state', () => {
  it('a new number voids codes sent to the old one; a new code replaces the previous of its purpose', () => {
    const s1 = [numberSet, codeSent('c1')].reduce(evolveMfa, initialMfaState());
    expect(s1.pending.map((c) => c.codeId)).toEqual(['c1']);
    const s2 = evolveMfa(s1, { type: 'PhoneNumberSet', data: { phone: '5125550199' } });
    expect(s2.pending).toEqual([]);
    const s3 = [codeSent('c2'), codeSent('c3')].reduce(evolveMfa, s1);
    expect(s3.pending.map((c) => c.codeId)).toEqual(['c3']);
    const s4 = [codeSent('s1', T0, 'sign-in', 'ctxA'), codeSent('s2', T0, 'sign-in', 'ctxB')].reduce(evolveMfa, s3);
    expect(s4.pending.map((c) => c.codeId)).toEqual(['c3', 's1', 's2']);
  });
  it('a verified number is the current one only until it changes', () => {
    const s = [numberSet, codeSent(), verified].reduce(evolveMfa, initialMfaState());
    expect(isPhoneVerified(s)).toBe(true);
    expect(isPhoneVerified(evolveMfa(s, { type: 'PhoneNumberSet', data: { phone: '5125550199' } }))).toBe(false);
  });
});

describe('checking a code', () => {
  const code: PendingCode = { codeId: 'c1', purpose: 'verify-phone', phone: 'p', codeHash: 'abc', sentAt: T0, expiresAt: at(600_000), attempts: 0 };
  it.each([
    ['no code pending', undefined, 'abc', at(0), { throws: 'NO_CODE_PENDING' }],
    ['expired at 10 minutes', code, 'abc', at(600_000), { throws: 'CODE_EXPIRED' }],
    ['just before expiry', code, 'abc', at(599_999), { ok: true }],
    ['attempts used up', { ...code, attempts: 5 }, 'abc', at(0), { throws: 'CODE_ATTEMPTS_EXHAUSTED' }],
    ['wrong guess', { ...code, attempts: 2 }, 'abd', at(0), { ok: false, attempt: 3 }],
  ] as const)('%s', (_name, pending, candidate, now, expected) => {
    if ('throws' in expected) expect(() => checkCode(pending, candidate, now, 5)).toThrow(expect.objectContaining({ code: expected.throws }));
    else expect(checkCode(pending, candidate, now, 5)).toMatchObject(expected);
  });
  it('compares digests fully', () => {
    expect(sameDigest('abc', 'abc')).toBe(true);
    expect(sameDigest('abc', 'abd')).toBe(false);
    expect(sameDigest('abc', 'ab')).toBe(false);
  });
});

describe('update SMS number', () => {
  const spec = mfa(decideUpdateSmsNumber);
  it('records a new number, and nothing for the same one', () => {
    spec.given([]).when({ phone: '5125550143' }).then([numberSet]);
    spec.given([numberSet]).when({ phone: '5125550143' }).then([]);
  });
});

describe('send verification code', () => {
  const spec = mfa(decideSendVerificationCode);
  const cmd = { codeId: 'c9', purpose: 'verify-phone' as const, codeHash: 'h9', now: T0, settings };
  it('sends to the number being verified, expiring after the code lifetime', () => {
    spec.given([numberSet]).when(cmd).then([
      { type: 'VerificationCodeSent', data: { codeId: 'c9', purpose: 'verify-phone', phone: '5125550143', codeHash: 'h9', sentAt: T0, expiresAt: at(600_000) } },
    ]);
  });
  it('needs a number; sign-in codes need two-factor on and go to the verified number', () => {
    spec.given([]).when(cmd).thenThrows({ code: 'SMS_NUMBER_REQUIRED' });
    spec.given([numberSet, codeSent(), verified]).when({ ...cmd, purpose: 'sign-in', contextHash: 'x' }).thenThrows({ code: 'MFA_NOT_ENABLED' });
    const newNumber: MfaEvent = { type: 'PhoneNumberSet', data: { phone: '5125550199' } };
    const events = decideSendVerificationCode({ ...cmd, purpose: 'sign-in', contextHash: 'x' }, [numberSet, codeSent(), verified, enabled, newNumber].reduce(evolveMfa, initialMfaState()));
    expect(events[0]!.data.phone).toBe('5125550143');
  });
  it('waits for the resend cooldown and limits codes per hour', () => {
    spec.given([numberSet, codeSent('c1', T0)]).when({ ...cmd, now: at(29_000) }).thenThrows({ code: 'RESEND_TOO_SOON', kind: 'too_many' });
    const three = [numberSet, codeSent('c1', at(0)), codeSent('c2', at(60_000)), codeSent('c3', at(120_000))];
    spec.given(three).when({ ...cmd, now: at(200_000) }).thenThrows({ code: 'TOO_MANY_CODES', kind: 'too_many' });
    expect(decideSendVerificationCode({ ...cmd, now: at(3_600_001) }, three.reduce(evolveMfa, initialMfaState()))).toHaveLength(1);
  });
  it('resends a sign-in code only for a sign-in that is waiting for one', () => {
    const on = [numberSet, codeSent(), verified, enabled];
    spec.given(on).when({ ...cmd, purpose: 'sign-in', contextHash: 'ctx', resendOf: 'sign-in' as const }).thenThrows({ code: 'MFA_CONTEXT_INVALID' });
    const waiting = [...on, codeSent('s1', T0, 'sign-in', 'ctx')];
    expect(decideSendVerificationCode({ ...cmd, purpose: 'sign-in', contextHash: 'ctx', resendOf: 'sign-in', now: at(31_000) }, waiting.reduce(evolveMfa, initialMfaState()))).toHaveLength(1);
  });
});

describe('verify code', () => {
  const spec = mfa(decideVerifyCode);
  const cmd = { candidateHash: hasher('123456'), enableTwoFactor: false, now: at(1000), maxAttempts: 5 };
  it('proves the number with the right code, and turns two-factor on when asked', () => {
    spec.given([numberSet, codeSent()]).when(cmd).then([verified]);
    spec.given([numberSet, codeSent()]).when({ ...cmd, enableTwoFactor: true }).then([verified, enabled]);
  });
  it('records a wrong guess (the handler answers with the spec sentence)', () => {
    spec.given([numberSet, codeSent()]).when({ ...cmd, candidateHash: hasher('654321') }).then([{ type: 'VerificationCodeRejected', data: { codeId: 'c1', attempt: 1 } }]);
  });
  it('refuses after the code expired or its guesses ran out, and a used code', () => {
    spec.given([numberSet, codeSent()]).when({ ...cmd, now: at(600_000) }).thenThrows({ code: 'CODE_EXPIRED' });
    const rejected = (n: number): MfaEvent => ({ type: 'VerificationCodeRejected', data: { codeId: 'c1', attempt: n } });
    spec.given([numberSet, codeSent(), rejected(1), rejected(2), rejected(3), rejected(4), rejected(5)]).when(cmd).thenThrows({ code: 'CODE_ATTEMPTS_EXHAUSTED' });
    spec.given([numberSet, codeSent(), verified]).when(cmd).thenThrows({ code: 'NO_CODE_PENDING' });
  });
});

describe('complete an MFA sign-in', () => {
  const spec = mfa(decideCompleteMfaSignIn);
  const on = [numberSet, codeSent(), verified, enabled, codeSent('s1', T0, 'sign-in', 'ctx')];
  const cmd = { contextHash: 'ctx', candidateHash: hasher('123456'), sessionId: 'sess', now: at(1000), maxAttempts: 5 };
  it('accepts the code of this sign-in once', () => {
    spec.given(on).when(cmd).then([{ type: 'MfaSignInVerified', data: { codeId: 's1', sessionId: 'sess' } }]);
    spec.given([...on, { type: 'MfaSignInVerified', data: { codeId: 's1', sessionId: 'sess' } }]).when(cmd).thenThrows({ code: 'MFA_CONTEXT_INVALID' });
  });
  it('knows nothing of another sign-in, or after two-factor was turned off', () => {
    spec.given(on).when({ ...cmd, contextHash: 'other' }).thenThrows({ code: 'MFA_CONTEXT_INVALID', kind: 'unauthorized' });
    spec.given([...on, { type: 'TwoFactorDisabled', data: {} }]).when(cmd).thenThrows({ code: 'MFA_CONTEXT_INVALID' });
  });
  it('records a wrong guess', () => {
    spec.given(on).when({ ...cmd, candidateHash: hasher('000000') }).then([{ type: 'VerificationCodeRejected', data: { codeId: 's1', attempt: 1 } }]);
  });
});

describe('MFA preference', () => {
  const spec = mfa(decideSetMfaPreference);
  it('turns two-factor on only with a verified number', () => {
    spec.given([]).when({ isMfaEnabled: true }).thenThrows({ code: 'SMS_NUMBER_REQUIRED' });
    spec.given([numberSet]).when({ isMfaEnabled: true }).thenThrows({ code: 'SMS_NUMBER_NOT_VERIFIED' });
    spec.given([numberSet, codeSent(), verified]).when({ isMfaEnabled: true }).then([enabled]);
  });
  it('turns it off, records "don\'t show again", and nothing when nothing changes', () => {
    spec.given([numberSet, codeSent(), verified, enabled]).when({ isMfaEnabled: false, hideMfaModal: true }).then([
      { type: 'TwoFactorDisabled', data: {} },
      { type: 'MfaModalPreferenceSet', data: { hideMfaModal: true } },
    ]);
    spec.given([]).when({ isMfaEnabled: false, hideMfaModal: false }).then([]);
  });
});
