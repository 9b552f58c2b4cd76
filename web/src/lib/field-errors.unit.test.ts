import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { placeFieldErrors } from './field-errors';

type Placed = { field: string; message: string; focus: boolean };

function placer() {
  const placed: Placed[] = [];
  return { placed, setError: (field: string, e: { message: string }, o: { shouldFocus: boolean }) => placed.push({ field, message: e.message, focus: o.shouldFocus }) };
}

describe('placeFieldErrors', () => {
  it("places the API's messages on the form's own fields in the form's order, focus on the first", () => {
    const { placed, setError } = placer();
    const error = new ApiError(400, 'VALIDATION_ERROR', 'The request is invalid.', { phone: 'A valid US phone is required', name: 'Required', other: 'not on this form' });
    expect(placeFieldErrors(error, ['name', 'email', 'phone'], setError)).toBe(true);
    expect(placed).toEqual([
      { field: 'name', message: 'Required', focus: true },
      { field: 'phone', message: 'A valid US phone is required', focus: false },
    ]);
  });

  it('shows codes in other words, reads messages where told, and places nothing for other errors', () => {
    const { placed, setError } = placer();
    const inUse = new ApiError(409, 'USER_ALREADY_EXISTS', 'USER_ALREADY_EXISTS');
    const opts = { words: { USER_ALREADY_EXISTS: 'Use a different email address.' }, messageOf: (f: string, e: ApiError) => (f === 'email' ? e.code : undefined) };
    expect(placeFieldErrors(inUse, ['email'], setError, opts)).toBe(true);
    expect(placed).toEqual([{ field: 'email', message: 'Use a different email address.', focus: true }]);
    expect(placeFieldErrors(new Error('offline'), ['email'], setError)).toBe(false);
    expect(placeFieldErrors(new ApiError(500, 'X', 'Something went wrong'), ['email'], setError)).toBe(false);
    expect(placed).toHaveLength(1);
  });
});
