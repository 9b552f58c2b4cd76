import { describe, expect, it } from 'vitest';
import { SECURITY_DEFAULTS } from '../../domain/security/constants';
import { signInGate } from '../../domain/security/sign-in-throttle';

const d = SECURITY_DEFAULTS;

describe('sign-in gate with the defaults (issue #3: no more than 100 failed attempts per account per hour)', () => {
  it.each([
    ['no failures', { account: 0, device: 0, ip: 0 }, false, { verdict: 'check', trustedDevice: false }],
    ['4 failures', { account: 4, device: 0, ip: 0 }, false, { verdict: 'check', trustedDevice: false }],
    ['5 failures: human check', { account: 5, device: 0, ip: 0 }, false, { verdict: 'human-check' }],
    ['99 failures: still human check', { account: 99, device: 0, ip: 0 }, false, { verdict: 'human-check' }],
    ['100 failures: refused unchecked', { account: 100, device: 0, ip: 0 }, false, { verdict: 'refuse' }],
    ['busy IP: human check', { account: 0, device: 0, ip: 20 }, false, { verdict: 'human-check' }],
    ['busy IP below the cap', { account: 0, device: 0, ip: 19 }, false, { verdict: 'check', trustedDevice: false }],
    ['known device at the account cap', { account: 100, device: 0, ip: 50 }, true, { verdict: 'check', trustedDevice: true }],
    ['known device with 9 failures', { account: 500, device: 9, ip: 0 }, true, { verdict: 'check', trustedDevice: true }],
    ['known device used up: treated as unknown', { account: 100, device: 10, ip: 0 }, true, { verdict: 'refuse' }],
    ['known device used up, account fine', { account: 0, device: 10, ip: 0 }, true, { verdict: 'check', trustedDevice: false }],
  ] as const)('%s', (_name, counts, trusted, expected) => {
    expect(signInGate(counts, trusted, d)).toEqual(expected);
  });

  it('uses the spec and our documented thresholds', () => {
    expect([d.signInMaxFailuresPerHour, d.signInHumanCheckAfter, d.signInMaxFailuresPerDevicePerHour, d.signInIpHumanCheckAfter]).toEqual([100, 5, 10, 20]);
  });
});
