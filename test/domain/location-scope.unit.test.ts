import { describe, expect, it } from 'vitest';
import type { AccessClaims } from '../../domain/identity/access-token';
import { foundLocation, locationScope } from '../../domain/practices/location-scope';

const staff: AccessClaims = { sub: '700000001', customerGroup: 'Staff', sessionId: 's', practiceId: 'PR-1', locationId: 'L-A' };
const admin: AccessClaims = { sub: '700000000', customerGroup: 'Practice', sessionId: 's', practiceId: 'PR-1' };

describe('the location a practice-side call is for (D-091)', () => {
  it('fixes Staff to their own location and refuses another, in words for a change or a read', () => {
    expect(locationScope(staff, undefined, 'change')).toEqual({ practiceId: 'PR-1', locationId: 'L-A', fixed: true });
    expect(locationScope(staff, 'L-A', 'see')).toEqual({ practiceId: 'PR-1', locationId: 'L-A', fixed: true });
    expect(() => locationScope(staff, 'L-B', 'change')).toThrow(/can change only their own location/);
    expect(() => locationScope(staff, 'L-B', 'see')).toThrow(/see only their own location/);
    expect(() => locationScope({ ...staff, locationId: undefined }, undefined, 'see')).toThrow(/not attached to a practice location/);
  });

  it('lets the administrator name any location, else their own, else leaves the default to the caller', () => {
    expect(locationScope(admin, 'L-B', 'change')).toEqual({ practiceId: 'PR-1', locationId: 'L-B', fixed: false });
    expect(locationScope({ ...admin, locationId: 'L-A' }, undefined, 'see')).toEqual({ practiceId: 'PR-1', locationId: 'L-A', fixed: false });
    expect(locationScope(admin, undefined, 'see')).toEqual({ practiceId: 'PR-1', locationId: undefined, fixed: false });
  });

  it('refuses an account without a practice, and a location outside the practice', () => {
    expect(() => locationScope({ sub: '1', customerGroup: 'Patient', sessionId: 's' }, undefined, 'see')).toThrow(/not attached to a practice/);
    expect(foundLocation('PR-1', 'L-B', true)).toEqual({ practiceId: 'PR-1', locationId: 'L-B' });
    expect(() => foundLocation('PR-1', 'L-Z', false)).toThrow(/no location with this id/);
    expect(() => foundLocation('PR-1', undefined, false)).toThrow(/no location with this id/);
  });
});
