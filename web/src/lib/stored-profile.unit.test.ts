import { describe, expect, it } from 'vitest';
import { customerProfile } from './customer-profile';
import { storedProfileOf } from './stored-profile';

const valid = { accountNumber: '10001', customerGroup: 'Staff', email: 'staff@demo.lensloop.test' };

/** Stored profiles the start-up check meets: well-formed, hand-edited, left by older builds. */
const cases: Record<string, unknown> = {
  minimal: valid,
  full: {
    ...valid,
    firstName: 'Sam',
    lastName: null,
    practiceId: 'P1',
    locationId: null,
    location: { id: 'L1', name: 'Main street' },
    phone: '5551234567',
    dob: null,
    isMfaEnabled: true,
  },
  'unknown fields kept': { ...valid, position: 7, extra: { a: 1 } },
  'location with unknown fields': { ...valid, location: { name: null, city: 'X' } },
  'location null': { ...valid, location: null },
  'empty account number': { ...valid, accountNumber: '' },
  'numeric account number': { ...valid, accountNumber: 10001 },
  'unknown group': { ...valid, customerGroup: 'Admin' },
  'no email': { accountNumber: '1', customerGroup: 'Patient' },
  'email null': { ...valid, email: null },
  'first name number': { ...valid, firstName: 3 },
  'phone object': { ...valid, phone: {} },
  'location array': { ...valid, location: [] },
  'location string': { ...valid, location: 'Main street' },
  'location id null': { ...valid, location: { id: null } },
  'location name number': { ...valid, location: { name: 5 } },
  'mfa null': { ...valid, isMfaEnabled: null },
  'mfa string': { ...valid, isMfaEnabled: 'yes' },
  array: [valid],
  null: null,
  string: 'profile',
  number: 42,
};

describe('storedProfileOf (the first chunk’s check of the stored profile)', () => {
  it.each(Object.entries(cases))('agrees with the customerProfile schema: %s', (_name, value) => {
    const parsed = customerProfile.safeParse(value);
    expect(storedProfileOf(value)).toEqual(parsed.success ? parsed.data : null);
  });

  it('accepts a valid profile and refuses a broken one', () => {
    expect(storedProfileOf(valid)).toEqual(valid);
    expect(storedProfileOf({ ...valid, customerGroup: 'Admin' })).toBeNull();
  });
});
