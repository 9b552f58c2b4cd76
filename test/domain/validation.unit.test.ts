import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createPatientInput, searchPatientsInput } from '../../domain/patients/api-schemas';
import { changePasswordForm } from '../../domain/identity/change-password';
import { changePasswordInput, confirmEmailChangeInput, setPasswordInput } from '../../domain/identity/api-schemas';
import { newPasswordPair } from '../../domain/identity/set-password';
import { profileForm, updateProfileInput } from '../../domain/identity/update-profile';
import {
  PASSWORD_MESSAGES,
  PASSWORD_RULES,
  currentPassword,
  dateOfBirth,
  email,
  isValidDateOfBirth,
  isWeakPassword,
  newPassword,
  passwordConfirmation,
  passwordForSignIn,
  strongPassword,
  usPhone,
  zip,
} from '../../domain/shared/validation';

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
    ['Abcdefg<1', 'A valid password is required'],
    ['Abcdefg 1', 'A complex password is required'], // a space is allowed but is not the special character
    ['Abcdef 1!', undefined],
    ['Abc@$!%*?.&1', undefined],
    ['Abcdef1#~', undefined], // the wider reading: any symbol except < and >
    ['', 'A password is required'],
    [undefined, 'A password is required'],
  ])('password %j → %s', (value, message) => expect(firstError(newPassword, value)).toBe(message));

  it.each([
    [strongPassword(PASSWORD_MESSAGES.newRequired), '', 'A new password is required'],
    [strongPassword(PASSWORD_MESSAGES.newRequired), undefined, 'A new password is required'],
    [currentPassword, '', 'The current password is required'],
    [currentPassword, undefined, 'The current password is required'],
    [passwordConfirmation, '', 'New password confirmation is required'],
    [passwordForSignIn, '', 'A password is required'],
  ])('required password messages: %#', (schema, value, message) => expect(firstError(schema, value)).toBe(message));

  it('the live checklist rules agree with the schema', () => {
    for (const candidate of ['Abcdef1!', 'abc', 'ABCDEFGH1!', 'Abcdefgh!', 'Abcdef1<>', 'Abcdefghijklmnopq1!xy', 'Abcdefg 1']) {
      const allPass = PASSWORD_RULES.every((r) => r.test(candidate));
      expect(newPassword.safeParse(candidate).success, candidate).toBe(allPass);
    }
  });

  it.each([
    ['Harbor#Light47', {}, false],
    ['Password#2026', {}, true], // a common password word
    ['Lensloop!2026', {}, true],
    ['Aaaa#bcd9', {}, true], // four of one character
    ['Xy#1234zz', {}, true], // a run of four in order
    ['Xy#dcba9z', {}, true], // …or backwards
    ['Qwer#ty99Z', {}, true],
    ['Marta#Lens9', { firstName: 'Marta' }, true], // the person's name
    ['Kowal#ski99', { lastName: 'Kowalski' }, false], // only part of it
    ['Jdoe77#Rain', { email: 'jdoe77@example.com' }, true], // the e-mail's name
    ['Al#Harbor97', { firstName: 'Al' }, false], // names under 3 letters are ignored
  ])('"The password is weak." for %j (%j) → %s', (password, person, weak) => expect(isWeakPassword(password, person)).toBe(weak));

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

describe('password forms', () => {
  const errorsOf = (schema: z.ZodType, value: unknown) => {
    const r = schema.safeParse(value);
    // The first message per field, as the API and the forms show it.
    return r.success ? {} : Object.fromEntries([...r.error.issues].reverse().map((i) => [i.path.join('.'), i.message]));
  };

  it('set password: token required, new and confirmation required and equal', () => {
    expect(errorsOf(setPasswordInput, { token: '', newPassword: '', confirmPassword: '' })).toEqual({
      token: 'A token is required',
      newPassword: 'A new password is required',
      confirmPassword: 'New password confirmation is required',
    });
    expect(errorsOf(setPasswordInput, { token: 't', newPassword: 'Harbor#Light47', confirmPassword: 'Harbor#Light48' })).toEqual({
      confirmPassword: 'New passwords must be equal',
    });
    expect(errorsOf(newPasswordPair, { newPassword: 'Harbor#Light47', confirmPassword: 'Harbor#Light47' })).toEqual({});
  });

  it('change password: e-mail, current and new password (API); the form adds confirmation and new ≠ current', () => {
    expect(errorsOf(changePasswordInput, { email: '', oldPassword: '', newPassword: '' })).toEqual({
      email: 'An email address is required',
      oldPassword: 'The current password is required',
      newPassword: 'A new password is required',
    });
    expect(errorsOf(changePasswordForm, { oldPassword: 'Harbor#Light47', newPassword: 'Harbor#Light47', confirmPassword: 'Harbor#Light47' })).toEqual({
      newPassword: 'The new password must be different from the current password',
    });
    expect(errorsOf(changePasswordForm, { oldPassword: 'x', newPassword: 'Harbor#Light47', confirmPassword: 'Harbor#Light4' })).toEqual({
      confirmPassword: 'New passwords must be equal',
    });
    expect(errorsOf(changePasswordForm, { oldPassword: '', newPassword: 'weak', confirmPassword: '' })).toEqual({
      oldPassword: 'The current password is required',
      newPassword: 'A valid password is required',
      confirmPassword: 'New password confirmation is required',
    });
  });

  it('confirm e-mail change: token, a valid previous e-mail and a password', () => {
    expect(errorsOf(confirmEmailChangeInput, { token: '', email: 'x', password: '' })).toEqual({
      token: 'A token is required',
      email: 'A valid email is required',
      password: 'A password is required',
    });
  });
});

describe('profile input', () => {
  const errorsOf = (schema: z.ZodType, value: unknown) => {
    const r = schema.safeParse(value);
    // The first message per field, as the API and the forms show it.
    return r.success ? {} : Object.fromEntries([...r.error.issues].reverse().map((i) => [i.path.join('.'), i.message]));
  };

  it('validates names, phone, DOB and each address with the spec messages', () => {
    expect(
      errorsOf(updateProfileInput, {
        firstName: 'Ann;',
        lastName: '',
        phone: '5555555555',
        dob: '13/01/1990',
        addresses: [{ address1: ' ', city: '', state: 'XX', zip: '1234' }],
      }),
    ).toEqual({
      firstName: "Only letters, numbers, spaces and & , ' - + are allowed",
      lastName: 'This field is required',
      phone: 'A valid US phone is required',
      dob: 'A valid date is required',
      'addresses.0.address1': 'This field is required',
      'addresses.0.city': 'This field is required',
      'addresses.0.state': 'A valid state is required',
      'addresses.0.zip': 'A valid ZIP Code is required',
    });
    const ok = updateProfileInput.parse({ firstName: 'Ann', lastName: 'Lee', phone: '', dob: '', addresses: [{ address1: '1 Main St', address2: '', city: 'Austin', state: 'dc', zip: '20001' }] });
    expect(ok).toEqual({ firstName: 'Ann', lastName: 'Lee', addresses: [{ address1: '1 Main St', city: 'Austin', state: 'DC', zip: '20001' }] });
  });

  it('the form: a blank address is fine, a started one needs line 1, city, state and ZIP', () => {
    const base = { firstName: 'Ann', lastName: 'Lee', phone: '', dob: '', address1: '', address2: '', city: '', state: '', zip: '' };
    expect(errorsOf(profileForm, base)).toEqual({});
    expect(errorsOf(profileForm, { ...base, city: 'Austin' })).toEqual({
      address1: 'This field is required',
      state: 'A valid state is required',
      zip: 'A valid ZIP Code is required',
    });
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
