import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR_PARTICULARS } from '../../command-api/seed/seed-operator-particulars';
import { atPosition, testApp } from '../support/test-app';

/** Issue #34: the operator's legal particulars — a CSR sets them (an event with its actor), the public legal pages read them. */
const { call, fresh, signIn, eventsOf, eventCount } = testApp();

const STREAM = 'operator-particulars-site';
const input = {
  ...DEMO_OPERATOR_PARTICULARS,
  companyName: 'Northwind Lens Supply, LLC',
  contactPhone: '(737) 555-0142',
  returnAddress: { address1: '9 Dock Road', address2: '', city: 'Round Rock', state: 'tx', zip: '78664' },
  refundMethod: 'original-card',
};

let csr: string;
beforeAll(async () => {
  csr = await signIn('csr');
});

describe('the operator’s legal particulars', () => {
  it('are null before anyone sets them; a CSR sets them, the public reads them, and the change is an event with its actor', async () => {
    expect((await call('/api/site/particulars')).body).toEqual({ particulars: null });
    const r = await call('/api/support/operatorparticulars', input, csr);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.changed).toBe(true);
    const read = await fresh('/api/site/particulars', undefined, { headers: atPosition(r.body.position) });
    expect(read.body.particulars).toMatchObject({
      companyName: 'Northwind Lens Supply, LLC',
      contactPhone: '7375550142',
      returnAddress: { address1: '9 Dock Road', city: 'Round Rock', state: 'TX', zip: '78664' },
      refundMethod: 'original-card',
      governingLawState: 'TX',
    });
    expect(read.body.particulars.returnAddress.address2).toBeUndefined();
    const [set] = await eventsOf(STREAM);
    expect(set).toMatchObject({ type: 'OperatorParticularsSet' });
    expect(set!.metadata.actor.customerGroup).toBe('CSR');

    // The very same particulars again: nothing changes, nothing is appended.
    const again = await call('/api/support/operatorparticulars', input, csr);
    expect(again.body).toEqual({ changed: false, position: null });
    expect(await eventCount('OperatorParticularsSet')).toBe(1);
  });

  it('answers bad input with the message next to each field and appends nothing', async () => {
    const before = await eventCount('OperatorParticularsSet');
    const r = await call(
      '/api/support/operatorparticulars',
      { ...input, companyName: '  ', contactEmail: 'legal@', contactPhone: '555', governingLawState: 'XX', effectiveDate: '2026-13-45', address: { ...input.address, zip: '7870' }, refundMethod: 'cash' },
      csr,
    );
    expect(r.status).toBe(400);
    expect(r.body.fieldErrors).toMatchObject({
      companyName: 'This field is required',
      contactEmail: 'A valid email is required',
      contactPhone: 'A valid US phone is required',
      governingLawState: 'Choose the state whose law governs the terms.',
      effectiveDate: 'Enter the date the legal pages take effect.',
      'address.zip': 'A valid ZIP Code is required',
      refundMethod: 'Choose how refunds are paid.',
    });
    expect(await eventCount('OperatorParticularsSet')).toBe(before);
  });

  it('are set by CSRs only', async () => {
    for (const role of ['staff', 'admin', 'patient'] as const) {
      expect((await call('/api/support/operatorparticulars', input, await signIn(role))).status).toBe(403);
    }
    expect((await call('/api/support/operatorparticulars', input)).status).toBe(401);
  });
});
