import { describe, expect, it } from 'vitest';
import { claimReminderChannels, claimReminderTimers, decideReminderDue, decideReminderSent, reminderTimerId } from '../../domain/rewards/claim-reminders';
import type { ClaimWindowOpened, RewardsEvent } from '../../domain/rewards/events';
import { evolveRewards, initialRewardsState } from '../../domain/rewards/rewards-decider';

const window: ClaimWindowOpened['data'] = {
  accountNumber: 'A1',
  orderId: 'SO1',
  manufacturerId: 'MFR-AURORA',
  amountCents: 15_000,
  opensAt: '2026-01-16T10:00:00.000Z',
  deadline: '2027-01-10',
  higherRewardUntil: '2026-03-11',
  higherAmountCents: 15_000,
};
const opened: RewardsEvent = { type: 'ClaimWindowOpened', data: window };
const fold = (events: RewardsEvent[]) => events.reduce(evolveRewards, initialRewardsState());
const due = { accountNumber: 'A1', orderId: 'SO1', manufacturerId: 'MFR-AURORA', reminder: 'higherReward' as const, until: '2026-03-11' };

describe('claim-window reminders (D-313)', () => {
  it('a window sets two timers 7 days before day 60 and before the deadline; a claim cancels both', () => {
    const set = claimReminderTimers.timersOf({ type: 'ClaimWindowOpened', data: window, streamId: 'rewards-A1', occurredAt: window.opensAt }).set!;
    expect(set.map((t) => [t.timerId, t.dueAt])).toEqual([
      [reminderTimerId(window, 'higherReward'), '2026-03-04T15:00:00.000Z'],
      [reminderTimerId(window, 'deadline'), '2027-01-03T15:00:00.000Z'],
    ]);
    const cancel = claimReminderTimers.timersOf({ type: 'ClaimSubmitted', data: { accountNumber: 'A1', orderId: 'SO1', manufacturerId: 'MFR-AURORA' }, streamId: 'rewards-A1', occurredAt: 'x' }).cancel;
    expect(cancel).toEqual([reminderTimerId(window, 'higherReward'), reminderTimerId(window, 'deadline')]);
  });
  it('no reminder whose moment is already before the window opens; none for the bonus without one', () => {
    const late = claimReminderTimers.timersOf({ type: 'ClaimWindowOpened', data: { ...window, opensAt: '2026-03-05T00:00:00.000Z' }, streamId: 'rewards-A1', occurredAt: 'x' }).set!;
    expect(late.map((t) => t.payload.reminder)).toEqual(['deadline']);
    const plain = claimReminderTimers.timersOf({ type: 'ClaimWindowOpened', data: { ...window, higherRewardUntil: null }, streamId: 'rewards-A1', occurredAt: 'x' }).set!;
    expect(plain).toHaveLength(1);
  });
  it('due once, never after a claim, never after its day', () => {
    const now = '2026-03-04T15:00:00.000Z';
    expect(decideReminderDue({ ...due, now }, fold([opened]))).toHaveLength(1);
    expect(decideReminderDue({ ...due, now }, fold([opened, { type: 'ClaimReminderDue', data: due }]))).toEqual([]);
    expect(decideReminderDue({ ...due, now: '2026-03-12T00:00:00.000Z' }, fold([opened]))).toEqual([]);
    expect(decideReminderDue({ ...due, now }, fold([]))).toEqual([]);
    const claimed: RewardsEvent = {
      type: 'ClaimSubmitted',
      data: { claimId: 'c', accountNumber: 'A1', orderId: 'SO1', prescriptionId: 'rx', practiceId: 'P', manufacturerId: 'MFR-AURORA', programme: 'rewards', memberUID: 'M', email: 'e', serviceDate: '2026-01-10', amountCents: 1, deadline: 'd', abbyConsent: true, termsAndCondition: true, submittedAt: now },
    };
    expect(decideReminderDue({ ...due, now }, fold([opened, claimed]))).toEqual([]);
    const sent = { ...due, email: { to: 'a@x', messageId: 'm' }, sms: null, sentAt: now };
    expect(decideReminderSent(sent, fold([opened]))).toHaveLength(1);
    expect(decideReminderSent(sent, fold([opened, { type: 'ClaimReminderSent', data: sent }]))).toEqual([]);
    expect(decideReminderSent(sent, fold([opened, claimed]))).toEqual([]);
  });
  it.each([
    [true, false, '5125550143', { email: true, smsTo: null }],
    [false, true, '5125550143', { email: false, smsTo: '5125550143' }],
    [true, true, '5125550143', { email: true, smsTo: '5125550143' }],
    [false, false, '5125550143', { email: false, smsTo: null }],
    [true, true, null, { email: true, smsTo: null }],
  ])('goes by the order-notice preferences (D-600): e-mail %s, texts %s, verified number %s', (mail, text, phone, expected) => {
    expect(claimReminderChannels({ orderNotificationEmail: mail, orderNotificationSms: text }, { hasEmail: true, verifiedPhone: phone })).toEqual(expected);
  });
});
