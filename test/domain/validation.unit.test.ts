import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createPatientInput } from '../../domain/patients/create-patient';
import { searchPatientsInput } from '../../domain/patients/search-patients';
import { dateOfBirth, email, isValidDateOfBirth, newPassword, usPhone, zip } from '../../domain/shared/validation';

function firstError(schema: z.ZodType, value: unknown): string | undefined {
  const r = schema.safeParse(value);
  return r.success ? undefined : r.error.issues[0]?.message;
}

describe('spec point 5 field rules', () => {
  it.each([
    ['a@b.co', undefined],
    ['', 'An email address is required'],
    ['not-an-email', 'A valid email is required'],
    ['a@b', 'A valid email is required'],
  ])('email %j → %s', (value, message) => expect(firstError(email, value)).toBe(message));

  it.each([
    ['5125550143', undefined],
    ['(512) 555-0143', undefined],
    ['512555014', 'A valid US phone is required'],
    ['0000000000', 'A valid US phone is required'],
    ['9999999999', 'A valid US phone is required'],
    ['51255501431', 'A valid US phone is required'],
  ])('phone %j → %s', (value, message) => expect(firstError(usPhone, value)).toBe(message));

  it.each([
    ['78701', undefined],
    ['78701-1234', undefined],
    ['7870', 'A valid ZIP Code is required'],
    ['78701-12', 'A valid ZIP Code is required'],
  ])('zip %j → %s', (value, message) => expect(firstError(zip, value)).toBe(message));

  it.each([
    ['Abcdef1!', undefined],
    ['Abcdefghijklmnopq1!x', undefined], // 20
    ['Abcdefghijklmnopq1!xy', 'A valid password is required'], // 21
    ['Abc1!', 'A valid password is required'],
    ['abcdefg1!', 'A complex password is required'],
    ['ABCDEFG1!', 'A complex password is required'],
    ['Abcdefgh!', 'A complex password is required'],
    ['Abcdefgh1', 'A complex password is required'],
    ['Abcdef1<>', 'A valid password is required'],
    ['', 'A password is required'],
  ])('password %j → %s', (value, message) => expect(firstError(newPassword, value)).toBe(message));

  it('date of birth: MM/DD/YYYY, a real date, age over 0 and at most 120 years', () => {
    const today = new Date(Date.UTC(2026, 10, 21));
    expect(isValidDateOfBirth('04/12/1988', today)).toBe(true);
    expect(isValidDateOfBirth('02/29/2024', today)).toBe(true);
    expect(isValidDateOfBirth('02/29/2023', today)).toBe(false);
    expect(isValidDateOfBirth('13/01/1990', today)).toBe(false);
    expect(isValidDateOfBirth('1990-01-01', today)).toBe(false);
    expect(isValidDateOfBirth('11/22/2026', today)).toBe(false); // future
    expect(isValidDateOfBirth('11/21/1906', today)).toBe(true); // exactly 120
    expect(isValidDateOfBirth('11/20/1906', today)).toBe(false); // 120 and a day
    expect(firstError(dateOfBirth, '02/30/1990')).toBe('A valid date is required');
  });
});

describe('create patient input', () => {
  it('needs firstName, lastName and email; trims, cuts to 250 and lower-cases the e-mail', () => {
    const r = createPatientInput.safeParse({ firstName: '', lastName: '', email: '' });
    expect(r.success).toBe(false);
    const ok = createPatientInput.parse({ firstName: `  Ann${'n'.repeat(300)}`, lastName: "O'Neil-Smith", email: ' Ann@Example.COM ', dob: '', phone: '' });
    expect(ok.firstName).toHaveLength(250);
    expect(ok.email).toBe('ann@example.com');
    expect(ok.dob).toBeUndefined();
    expect(ok.phone).toBeUndefined();
  });
  it('allows only letters, digits, & , \' space - + in names', () => {
    expect(createPatientInput.safeParse({ firstName: 'Ann;', lastName: 'Lee', email: 'a@b.co' }).success).toBe(false);
    expect(createPatientInput.safeParse({ firstName: 'Ann & Co, +1', lastName: 'Lee', email: 'a@b.co' }).success).toBe(true);
  });
});

describe('patient search input', () => {
  it.each([
    ['abc', 'Please enter a name or email to perform a patient search.'],
    ['   abc  ', 'Please enter a name or email to perform a patient search.'],
    ['%%%%', 'Please enter a name or email to perform a patient search.'],
    ['abcd', undefined],
  ])('keyword %j → %s', (keyword, message) => expect(firstError(searchPatientsInput, { keyword })).toBe(message));

  it('defaults to page size 12, offset 0', () => {
    expect(searchPatientsInput.parse({ keyword: 'nguyen' })).toMatchObject({ limit: 12, offset: 0 });
  });
});
