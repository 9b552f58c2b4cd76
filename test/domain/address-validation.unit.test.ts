import { describe, expect, it } from 'vitest';
import { fieldsOfValidated, matchesValidated, mergeAcceptedLines, sameAsStoredAddress } from '../../domain/addresses/compare-address';
import { checkDeliverable, isPoBox } from '../../domain/addresses/deliverable';
import { validateAddressInput } from '../../domain/addresses/api-schemas';
import { normaliseLine, validateAddress } from '../../domain/addresses/validate-address';
import { isMilitaryZip, stateForZip } from '../../domain/addresses/zip-prefixes';
import { US_STATES } from '../../domain/shared/us-states';

const NOT_DELIVERABLE = 'The address entered is not deliverable.';

describe('ZIP prefix → state', () => {
  it.each([
    ['10001', 'NY'], ['00501', 'NY'], ['02108', 'MA'], ['05501', 'MA'], ['05401', 'VT'], ['20001', 'DC'], ['20500', 'DC'],
    ['56901', 'DC'], ['20101', 'VA'], ['21201', 'MD'], ['33101', 'FL'], ['30301', 'GA'], ['39901', 'GA'], ['60601', 'IL'],
    ['73301', 'TX'], ['73101', 'OK'], ['75201', 'TX'], ['88501', 'TX'], ['87101', 'NM'], ['89101', 'NV'], ['90210', 'CA'],
    ['96801', 'HI'], ['97201', 'OR'], ['98101', 'WA'], ['99501', 'AK'], ['82001', 'WY'], ['59601', 'MT'], ['68101', 'NE'],
    ['10001-1234', 'NY'],
  ])('%s is %s', (zip, state) => expect(stateForZip(zip)).toBe(state));
  it.each([['00601'], ['00801'], ['96910'], ['09012'], ['34001'], ['96201'], ['1000'], ['abcde']])('%s is no state', (zip) => expect(stateForZip(zip)).toBeUndefined());
  it.each([['09012', true], ['34001', true], ['96601', true], ['10001', false]])('%s military: %s', (zip, m) => expect(isMilitaryZip(zip)).toBe(m));
  it('every state of the list (50 + DC) has at least one prefix', () => {
    const covered = new Set<string>();
    for (let p = 0; p < 1000; p++) {
      const s = stateForZip(`${String(p).padStart(3, '0')}01`);
      if (s) covered.add(s);
    }
    expect([...covered].sort()).toEqual(US_STATES.map(([c]) => c).sort());
    expect(US_STATES).toHaveLength(51);
  });
});

describe('checkDeliverable', () => {
  const ok = { address1: '1 Main Street', city: 'New York', state: 'NY', zip: '10001' };
  it('a street address in its ZIP\'s state is deliverable', () => expect(checkDeliverable(ok)).toEqual({ deliverable: true }));
  it.each([
    ['PO Box without a number', { address1: 'PO Box' }, 'PO_BOX', NOT_DELIVERABLE],
    ['P.O. Box with a street', { address1: 'P.O. Box 9 Main St' }, 'PO_BOX', NOT_DELIVERABLE],
    ['Lockbox', { address1: 'Lockbox 77' }, 'PO_BOX', NOT_DELIVERABLE],
    ['POB in line 2', { address2: 'POB 5' }, 'PO_BOX', NOT_DELIVERABLE],
    ['Box 12 alone', { address1: 'Box 12' }, 'PO_BOX', NOT_DELIVERABLE],
    ['APO AE', { address1: 'Unit 2050 Box 4190', city: 'APO', state: 'AE', zip: '09094' }, 'MILITARY', NOT_DELIVERABLE],
    ['FPO AP', { address1: 'PSC 455 Box 1', city: 'FPO', state: 'AP', zip: '96601' }, 'MILITARY', NOT_DELIVERABLE],
    ['DPO AA', { address1: '1 Embassy Rd', city: 'DPO', state: 'AA', zip: '34001' }, 'MILITARY', NOT_DELIVERABLE],
    ['ZIP in another state', { zip: '90210' }, 'ZIP_STATE_MISMATCH', 'The ZIP Code does not match the state.'],
    ['territory ZIP', { state: null, zip: '00601' }, 'ZIP_STATE_MISMATCH', NOT_DELIVERABLE],
    ['unknown state', { state: 'PR', zip: '10001' }, 'UNKNOWN_STATE', 'A valid state is required'],
    ['bad ZIP', { zip: '1234' }, 'INVALID_ZIP', 'A valid ZIP Code is required'],
    ['no address1', { address1: '  ' }, 'MISSING_ADDRESS1', 'An address is required'],
  ])('refuses %s', (_n, change, problem, message) => expect(checkDeliverable({ ...ok, ...change })).toEqual({ deliverable: false, problem, message }));
  it.each([['1 Boxwood Lane'], ['12 Poplar Hill'], ['300 Postal Way']])('%s is not a PO box', (line) => expect(isPoBox(line)).toBe(false));
  it.each([['PO Box 123'], ['P.O. Box 9'], ['p o box 9'], ['Post Office Box 77'], ['PO Box #4512']])('%s is a PO box the USPS database knows: deliverable (D-391)', (line) =>
    expect(checkDeliverable({ ...ok, address1: line })).toEqual({ deliverable: true }),
  );
  it('DC is deliverable', () => expect(checkDeliverable({ address1: '1600 Pennsylvania Ave NW', city: 'Washington', state: 'DC', zip: '20500' })).toEqual({ deliverable: true }));
});

describe('validateAddress', () => {
  it('requires address1 and zip', () => {
    const r = validateAddressInput.safeParse({ city: 'X' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path[0]).sort()).toEqual(['address1', 'zip']);
  });
  it.each([
    ['123  Main Street ', '123 Main St'], ['5 North Oak Avenue Suite 4', '5 N Oak Ave Ste 4'], ['9 Elm Rd.', '9 Elm Rd'], ['1 Sunset Boulevard', '1 Sunset Blvd'],
  ])('normalises "%s" → "%s"', (line, expected) => expect(normaliseLine(line)).toBe(expected));
  it('suggests the normalised address, keeps ZIP+4, accepts it', () => {
    const r = validateAddress({ address1: '123 main street', address2: '', city: 'new york', state: 'ny', zip: '10001-1234' });
    expect(r.accepted).toBe(true);
    expect(r.validatedAddresses[0]).toMatchObject({ line1: '123 main St', line2: '', city: 'New York', region: 'NY', postalCode: '10001-1234' });
    expect(r.suggestion).toEqual({ address1: '123 main St', address2: '', city: 'New York', state: 'NY', zip: '10001-1234' });
  });
  it('an accepted result with a second line suggests both lines merged into line 1 (spec point 5, D-641)', () => {
    const r = validateAddress({ address1: '12 Main Street', address2: 'Apartment 4', city: 'Austin', state: 'TX', zip: '78701' });
    expect(r.validatedAddresses[0]).toMatchObject({ line1: '12 Main St', line2: 'Apt 4' });
    expect(r.suggestion).toEqual({ address1: '12 Main St Apt 4', address2: '', city: 'Austin', state: 'TX', zip: '78701' });
    expect(validateAddress({ address1: '12 Main St Apt 4', city: 'Austin', state: 'TX', zip: '78701' }).suggestion).toBeNull();
  });
  it('no suggestion when the entered address already matches', () => {
    const r = validateAddress({ address1: '123 Main St', address2: '', city: 'New York', state: 'NY', zip: '10001' });
    expect(r).toMatchObject({ accepted: true, suggestion: null });
  });
  it('takes the state from the ZIP when missing (info message)', () => {
    const r = validateAddress({ address1: '1 Main St', zip: '60601' });
    expect(r.validatedAddresses[0]!.region).toBe('IL');
    expect(r.validatedAddresses[0]!.messages.map((m) => m.severity)).toContain('info');
    expect(r.accepted).toBe(true);
  });
  it('a PO box missing from the USPS database gives an error-severity message and is not accepted', () => {
    const r = validateAddress({ address1: 'Box 1', city: 'Austin', state: 'TX', zip: '73301' });
    expect(r.accepted).toBe(false);
    expect(r.suggestion).toBeNull();
    expect(r.validatedAddresses[0]!.messages).toContainEqual({ severity: 'error', code: 'PO_BOX', summary: NOT_DELIVERABLE });
  });
  it('a ZIP of another state is not accepted', () => expect(validateAddress({ address1: '1 Main St', city: 'Austin', state: 'TX', zip: '10001' }).accepted).toBe(false));
});

describe('comparing addresses (spec point 5)', () => {
  const v = { line1: '12 Main St', line2: 'Apt 4', city: 'Austin', region: 'TX', postalCode: '78701', messages: [] };
  it('accepted results merge lines 3, 2 and 1 into line 1 and empty lines 2 and 3', () => {
    expect(mergeAcceptedLines({ ...v, line3: 'Bldg 2' })).toMatchObject({ line1: '12 Main St Apt 4 Bldg 2', line2: '', line3: '' });
    expect(mergeAcceptedLines({ ...v, line2: '' })).toMatchObject({ line1: '12 Main St', line2: '', line3: '' });
  });
  const entered = { address1: '12 Main St', address2: 'Apt 4', city: 'Austin', state: 'TX', zip: '78701' };
  it.each([
    ['identical', entered, true],
    ['case differs', { ...entered, city: 'AUSTIN' }, false],
    ['ZIP+4 differs', { ...entered, zip: '78701-1234' }, false],
    ['line 2 missing vs empty', { ...entered, address2: 'Apt 4' }, true],
  ])('matchesValidated: %s', (_n, e, same) => expect(matchesValidated(e, fieldsOfValidated(v))).toBe(same));
  it.each([
    ['case-insensitive', { ...entered, address1: '12 MAIN ST', city: 'austin' }, true],
    ['other street', { ...entered, address1: '13 Main St' }, false],
  ])('sameAsStoredAddress: %s', (_n, e, same) => expect(sameAsStoredAddress(e, entered)).toBe(same));
  it('no stored address is never the same', () => expect(sameAsStoredAddress(entered, undefined)).toBe(false));
});
