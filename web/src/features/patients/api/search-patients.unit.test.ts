import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@domain/shared/errors';
import { ApiError } from '@/lib/api-client';
import { stubJsonReply } from '@/test/stub-fetch';
import { createPatientErrorMessage } from './create-patient';
import { patientSearchKeys, searchPatients } from './search-patients';


describe('patient search call', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for page N as offset/limit of 12', async () => {
    const calls = stubJsonReply(200, { responseCode: 'OK', total: 0, patients: [] });
    await searchPatients({ keyword: ' nguyen ', dob: '04/12/1988', page: 3 });
    expect(calls[0]).toEqual({ keyword: 'nguyen', dob: '04/12/1988', limit: 12, offset: 24 });
  });

  it('passes TOO_MANY_RESULTS through as an empty result', async () => {
    stubJsonReply(200, { responseCode: 'TOO_MANY_RESULTS', total: 250, patients: [] });
    await expect(searchPatients({ keyword: 'smith', page: 1 })).resolves.toMatchObject({ responseCode: 'TOO_MANY_RESULTS' });
  });

  it('treats a TOO_MANY_RESULTS or "Too many elements" error as that result (spec point 8)', async () => {
    stubJsonReply(400, { status: 400, error: true, code: 'TOO_MANY_RESULTS', message: 'x' });
    await expect(searchPatients({ keyword: 'smith', page: 1 })).resolves.toEqual({ responseCode: 'TOO_MANY_RESULTS', total: 0, patients: [] });
    stubJsonReply(400, { status: 400, error: true, code: 'SEARCH', message: 'Too many elements in result' });
    await expect(searchPatients({ keyword: 'smith', page: 1 })).resolves.toMatchObject({ responseCode: 'TOO_MANY_RESULTS' });
  });

  it('keys every search under one root, so a create can invalidate them all', () => {
    const key = patientSearchKeys.page({ keyword: 'abcd', page: 2 });
    expect(key.slice(0, 2)).toEqual([...patientSearchKeys.all]);
  });
});

describe('create patient messages', () => {
  it.each([
    [new ApiError(409, 'USER_ALREADY_EXISTS', 'USER_ALREADY_EXISTS'), MESSAGES.userAlreadyExistsShown],
    [new ApiError(400, 'VALIDATION', 'x', { email: 'A valid email is required' }), 'Please correct the highlighted fields.'],
    [new ApiError(400, 'VALIDATION', 'x'), 'Unable to submit form'],
    [new ApiError(400, 'INVALID_VALUE', 'INVALID_VALUE: Something'), 'Unable to submit form'],
    [new ApiError(400, 'INVALID_LOCATION', 'Choose one of your practice locations.'), 'Choose one of your practice locations.'],
    [new ApiError(500, 'HTTP_500', 'x'), MESSAGES.somethingWentWrongRetry],
  ])('shows %s as "%s"', (error, shown) => {
    expect(createPatientErrorMessage(error)).toBe(shown);
  });
});
