import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubReplies } from '@/test/stub-fetch';
import { ApiError, apiClient, forgetPosition, MIN_POSITION_HEADER, setSessionEndedHandler } from './api-client';
import { sessionStore } from './session';

const user = { accountNumber: '700000001', customerGroup: 'Staff' as const, email: 'staff@example.com' };

describe('api client', () => {
  let ended = 0;
  beforeEach(() => {
    ended = 0;
    forgetPosition();
    sessionStore.clear();
    setSessionEndedHandler(() => {
      ended++;
      sessionStore.clear();
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the bearer token and the last command position on the next query (read-your-writes)', async () => {
    sessionStore.start({ token: 'T1', user });
    const calls = stubReplies([
      { status: 200, body: { accountNumber: '1', position: 41 } },
      { status: 200, body: { accountNumber: '2', position: 42 } },
      { status: 200, body: { responseCode: 'OK', total: 0, patients: [] } },
    ]);
    await apiClient.query('/customer/search', { keyword: 'abcd' });
    await apiClient.command('/customer/create', {});
    await apiClient.command('/customer/create', {});
    await apiClient.query('/customer/search', { keyword: 'abcd' });

    expect(calls.map((c) => c.url)).toEqual(['/api/customer/search', '/api/customer/create', '/api/customer/create', '/api/customer/search']);
    expect(calls[0]!.headers[MIN_POSITION_HEADER]).toBeUndefined();
    expect(calls[1]!.headers[MIN_POSITION_HEADER]).toBeUndefined(); // commands never wait
    expect(calls[3]!.headers[MIN_POSITION_HEADER]).toBe('42');
    expect(calls.every((c) => c.headers.authorization === 'Bearer T1')).toBe(true);
  });

  it('turns an error body into an ApiError with code, message and field errors', async () => {
    sessionStore.start({ token: 'T1', user });
    stubReplies([{ status: 400, body: { status: 400, error: true, code: 'VALIDATION', message: 'Bad', fieldErrors: { email: 'A valid email is required' } } }]);
    const error = await apiClient.command('/customer/create', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION', message: 'Bad', fieldErrors: { email: 'A valid email is required' } });
  });

  it('puts every failure in the words users see (one mapping, issue #18): no raw code, no "The request is invalid."', async () => {
    sessionStore.start({ token: 'T1', user });
    stubReplies([
      { status: 400, body: { status: 400, error: true, code: 'INVALID_DISCOUNT_AMOUNT', message: 'INVALID_VALUE: Total amount cannot be less than zero' } },
      { status: 404, body: { status: 404, error: true, code: 'ORDER_NOT_FOUND', message: 'VALUE_NOT_FOUND: Order not found.' } },
      { status: 400, body: { status: 400, error: true, code: 'VALIDATION_ERROR', message: 'The request is invalid.', fieldErrors: { 'address.zip': 'A valid ZIP Code is required', 'address.city': 'Too small: expected string to have >=1 characters' } } },
    ]);
    const discount = await apiClient.command('/order/SetDiscount', {}).catch((e: unknown) => e);
    expect(discount).toMatchObject({ code: 'INVALID_DISCOUNT_AMOUNT', message: 'The discounts and insurance cannot be more than the order subtotal.', serverMessage: 'INVALID_VALUE: Total amount cannot be less than zero' });
    await expect(apiClient.query('/order/getbyid', {})).rejects.toMatchObject({ message: 'We could not find this order. Check the order number or look in your order history.' });
    await expect(apiClient.command('/order/AddDeliveryAddress', {})).rejects.toMatchObject({
      message: 'Please correct the highlighted fields.',
      fieldErrors: { 'address.zip': 'A valid ZIP Code is required', 'address.city': 'This field is required' },
    });
  });

  it('ends the session on a 401 to an authenticated call', async () => {
    sessionStore.start({ token: 'T1', user });
    stubReplies([{ status: 401, body: { status: 401, error: true, code: 'UNAUTHORIZED', message: 'ended' } }]);
    const settled = vi.fn();
    void apiClient.query('/customer/get', {}).then(settled, settled);
    await vi.waitFor(() => expect(ended).toBe(1));
    expect(sessionStore.get()).toBeNull();
    expect(settled).not.toHaveBeenCalled(); // the page reloads; nothing flashes an error
  });

  it('does not end the session for getbytoken / confirmemailchange, nor for a failed sign-in', async () => {
    sessionStore.start({ token: 'T1', user });
    stubReplies([
      { status: 401, body: { status: 401, error: true, code: 'X', message: 'x' } },
      { status: 401, body: { status: 401, error: true, code: 'X', message: 'x' } },
    ]);
    await expect(apiClient.query('/customer/getbytoken', {})).rejects.toBeInstanceOf(ApiError);
    await expect(apiClient.command('/customer/confirmemailchange', {})).rejects.toBeInstanceOf(ApiError);

    sessionStore.clear();
    stubReplies([{ status: 401, body: { status: 401, error: true, code: 'INVALID_VALUE', message: 'INVALID_VALUE: Invalid Email or Password' } }]);
    await expect(apiClient.command('/customer/signin', {}, { auth: false })).rejects.toMatchObject({ status: 401, code: 'INVALID_VALUE' });
    expect(ended).toBe(0);
  });

  it('reports a network failure as the generic retry message', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiClient.query('/customer/get', {})).rejects.toMatchObject({ status: 0, message: 'Something went wrong, please try again.' });
  });
});
