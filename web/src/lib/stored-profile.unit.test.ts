import { describe, expect, it } from 'vitest';
import { customerProfile } from '@domain/identity/api-schemas';
import { locationSummary } from '@domain/practices/api-schemas';
import { aProfile } from '@/test/profile';
import { storedProfileOf } from './stored-profile';

/**
 * The rules storedProfileOf keeps, taken from the contract (domain/identity): the account (not
 * empty), group and e-mail required; the fields the shell reads typed as the profile types them
 * when present; everything else kept unchecked (a copy left by an older build may lack it).
 */
const storedProfile = customerProfile
  .pick({ accountNumber: true, customerGroup: true, email: true })
  .extend({
    accountNumber: customerProfile.shape.accountNumber.min(1),
    ...customerProfile
      .pick({ firstName: true, lastName: true, practiceId: true, locationId: true, phone: true, dob: true, isMfaEnabled: true })
      .partial().shape,
    location: locationSummary.pick({ name: true }).loose().nullish(),
  })
  .loose();

const location = { locationId: 'L1', practiceId: 'P1', name: 'Main street', address1: '1 Main St', address2: null, city: 'Austin', state: 'TX', zip: '78701', phone: null };
/** A profile as a reply carries it today. */
const replyProfile = aProfile({ accountNumber: '10002', customerGroup: 'Practice', email: 'admin@demo.lensloop.test', firstName: 'Alex', lastName: 'Kim', practiceId: 'P1', locationId: 'L1', location });

const valid = { accountNumber: '10001', customerGroup: 'Staff', email: 'staff@demo.lensloop.test' };

/** Stored profiles the start-up check meets: well-formed, hand-edited, left by older builds. */
const cases: Record<string, unknown> = {
  minimal: valid,
  full: {
    ...valid,
    firstName: 'Sam',
    lastName: 'Lee',
    practiceId: 'P1',
    locationId: null,
    location,
    phone: '5551234567',
    dob: null,
    isMfaEnabled: true,
  },
  'a reply’s profile': replyProfile,
  'a reply’s profile with the practice fields': { ...replyProfile, isPracticeBlocked: false, deactivatedLocationIds: [] },
  'unknown fields kept': { ...valid, position: 7, extra: { a: 1 } },
  'location of an older build': { ...valid, location: { id: 'L1', name: 'Main street' } },
  'location name null': { ...valid, location: { name: null, city: 'X' } },
  'location null': { ...valid, location: null },
  'empty account number': { ...valid, accountNumber: '' },
  'numeric account number': { ...valid, accountNumber: 10001 },
  'unknown group': { ...valid, customerGroup: 'Admin' },
  'no email': { accountNumber: '1', customerGroup: 'Patient' },
  'email null': { ...valid, email: null },
  'first name number': { ...valid, firstName: 3 },
  'last name null': { ...valid, lastName: null },
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
  it.each(Object.entries(cases))('agrees with the contract’s rules: %s', (_name, value) => {
    const parsed = storedProfile.safeParse(value);
    expect(storedProfileOf(value)).toEqual(parsed.success ? parsed.data : null);
  });

  it('accepts a valid profile and refuses a broken one', () => {
    expect(storedProfileOf(valid)).toEqual(valid);
    expect(storedProfileOf({ ...valid, customerGroup: 'Admin' })).toBeNull();
  });
});
