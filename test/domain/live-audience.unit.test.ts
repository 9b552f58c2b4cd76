import { describe, expect, it } from 'vitest';
import { type LiveAudience, type LiveViewer, mayReceive, publicPart } from '../../domain/live/live-audience';

/** The live channel's one audience rule (issue #16): tenant and role decide who receives what. */

const viewers: Record<string, LiveViewer> = {
  csr: { accountNumber: '900000001', customerGroup: 'CSR' },
  csrAsPatient: { accountNumber: '100000001', customerGroup: 'Patient', impersonated: true },
  csrAsStaffA: { accountNumber: '200000001', customerGroup: 'Staff', practiceId: 'PR-A', impersonated: true },
  staffA: { accountNumber: '200000001', customerGroup: 'Staff', practiceId: 'PR-A' },
  adminA: { accountNumber: '200000002', customerGroup: 'Practice', practiceId: 'PR-A' },
  staffB: { accountNumber: '200000003', customerGroup: 'Staff', practiceId: 'PR-B' },
  staffNoPractice: { accountNumber: '200000004', customerGroup: 'Staff', practiceId: null },
  patientA: { accountNumber: '100000001', customerGroup: 'Patient', practiceId: 'PR-A' },
  patientB: { accountNumber: '100000002', customerGroup: 'Patient', practiceId: 'PR-B' },
};
const receivers = (audience: LiveAudience) => Object.keys(viewers).filter((name) => mayReceive(audience, viewers[name]!));

describe('who receives a live message', () => {
  it.each<[string, LiveAudience, string[]]>([
    ['everyone', { kind: 'announcement', audience: 'everyone', practiceId: null }, ['csr', 'csrAsPatient', 'csrAsStaffA', 'staffA', 'adminA', 'staffB', 'staffNoPractice', 'patientA', 'patientB']],
    ['all practices', { kind: 'announcement', audience: 'practices', practiceId: null }, ['csr', 'csrAsStaffA', 'staffA', 'adminA', 'staffB', 'staffNoPractice']],
    ['one practice', { kind: 'announcement', audience: 'practice', practiceId: 'PR-A' }, ['csr', 'csrAsStaffA', 'staffA', 'adminA']],
    ['patients', { kind: 'announcement', audience: 'patients', practiceId: null }, ['csr', 'csrAsPatient', 'patientA', 'patientB']],
    // Edited from practice A to practice B: A's users learn it left their dashboards, B's that it arrived.
    ['moved to another practice', { kind: 'announcement', audience: 'practice', practiceId: 'PR-B', previous: { audience: 'practice', practiceId: 'PR-A' } }, ['csr', 'csrAsStaffA', 'staffA', 'adminA', 'staffB']],
    ['an order of patient A at practice A', { kind: 'order', practiceId: 'PR-A', patientAccount: '100000001' }, ['csrAsPatient', 'csrAsStaffA', 'staffA', 'adminA', 'patientA']],
    // Issue #32: a snapshot's progress to whoever of its practice reads reports; a what-if's to its administrators only.
    ['a report snapshot of practice A', { kind: 'analysis', jobKind: 'report-snapshot', practiceId: 'PR-A' }, ['csrAsStaffA', 'staffA', 'adminA']],
    ['a what-if of practice A', { kind: 'analysis', jobKind: 'what-if', practiceId: 'PR-A' }, ['adminA']],
  ])('%s', (_, audience, expected) => {
    expect(receivers(audience)).toEqual(expected);
  });

  it('sends only the topic, ids and position: no audience, no tenant data', () => {
    const wire = publicPart({ topic: 'orders', position: 42, type: 'OrderStatusChanged', id: 'SO-1', audience: { kind: 'order', practiceId: 'PR-A', patientAccount: '100000001' } });
    expect(wire).toEqual({ topic: 'orders', position: 42, type: 'OrderStatusChanged', id: 'SO-1' });
  });
});
