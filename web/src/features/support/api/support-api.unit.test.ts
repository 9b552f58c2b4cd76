import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@domain/shared/errors';
import { ApiError, apiClient, forgetPosition, setSessionEndedHandler } from '@/lib/api-client';
import { currentImpersonation, finishImpersonation, pendingReturnPath, startImpersonation } from '@/lib/impersonation';
import { sessionStore } from '@/lib/session';
import { stubReplies } from '@/test/stub-fetch';
import { aProfile } from '@/test/profile';
import { beginImpersonation } from './begin-impersonation';
import { endImpersonation } from './end-impersonation';
import { auditQueryParams } from './list-impersonations';
import { searchCustomers } from './search-customers';

const csr = { token: 'CSR-TOKEN', user: aProfile({ accountNumber: '900000001', customerGroup: 'CSR', email: 'csr@example.com', firstName: 'Casey', lastName: 'Support' }) };
const staffProfile = aProfile({ accountNumber: '700000001', customerGroup: 'Staff', email: 'staff@example.com', firstName: 'Morgan', lastName: 'Reyes', impersonatedUser: '700000001', csrName: 'Casey Support' });

describe('impersonation in the browser', () => {
  beforeEach(() => {
    forgetPosition();
    sessionStore.clear();
    setSessionEndedHandler(() => sessionStore.clear());
  });
  afterEach(() => vi.unstubAllGlobals());

  it('switches to the user’s session and keeps the CSR’s to return to', async () => {
    sessionStore.start(csr);
    const calls = stubReplies([{ status: 200, body: { ...staffProfile, token: 'IMP-TOKEN', impersonationId: 'imp-1', position: 9 } }]);
    const begun = await beginImpersonation({ accountNumber: '700000001', reason: 'Phone call' });
    expect(calls[0]).toMatchObject({ url: '/api/customer/beginimpersonation', method: 'POST', body: { accountNumber: '700000001', reason: 'Phone call' } });
    expect(calls[0]!.headers.authorization).toBe('Bearer CSR-TOKEN');
    expect(begun.session.user).not.toHaveProperty('position');

    startImpersonation({ ...begun, returnTo: '/csr?type=ecp&keyword=morgan' });
    expect(sessionStore.get()?.token).toBe('IMP-TOKEN');
    expect(currentImpersonation()).toEqual({ impersonationId: 'imp-1', csr, returnTo: '/csr?type=ecp&keyword=morgan' });
  });

  it('returns to the CSR session the server renewed, at the place the CSR left', async () => {
    sessionStore.start(csr);
    startImpersonation({ impersonationId: 'imp-1', session: { token: 'IMP-TOKEN', user: { ...staffProfile, customerGroup: 'Staff' } }, returnTo: '/csr?keyword=x' });
    const calls = stubReplies([{ status: 200, body: { impersonationId: 'imp-1', position: 12, csrSession: { ...csr.user, token: 'CSR-RENEWED' } } }]);
    const { csrSession } = await endImpersonation('end-session');
    expect(calls[0]).toMatchObject({ url: '/api/customer/endimpersonation', body: { cause: 'end-session' } });
    expect(calls[0]!.headers.authorization).toBe('Bearer IMP-TOKEN');
    finishImpersonation({ csrSession: csrSession!, returnTo: '/csr?keyword=x' });
    expect(sessionStore.get()).toMatchObject({ token: 'CSR-RENEWED', user: { accountNumber: '900000001' } });
    expect(currentImpersonation()).toBeNull();
    expect(pendingReturnPath()).toBe('/csr?keyword=x');
  });

  it('forgets the kept CSR session when the session ends, and never applies it to another account', () => {
    sessionStore.start(csr);
    startImpersonation({ impersonationId: 'imp-1', session: { token: 'IMP', user: { ...staffProfile, customerGroup: 'Staff' } }, returnTo: '/csr' });
    sessionStore.start({ token: 'OTHER', user: { accountNumber: '1', customerGroup: 'Patient', email: 'p@example.com' } });
    expect(currentImpersonation()).toBeNull();
    sessionStore.clear('user');
    sessionStore.start({ token: 'IMP', user: { ...staffProfile, customerGroup: 'Staff' } });
    expect(currentImpersonation()).toBeNull();
  });

  it('only a CSR can start', () => {
    sessionStore.start({ token: 'T', user: { accountNumber: '1', customerGroup: 'Staff', email: 's@example.com' } });
    expect(() => startImpersonation({ impersonationId: 'x', session: csr, returnTo: '/' })).toThrow();
  });
});

describe('support calls', () => {
  beforeEach(() => {
    forgetPosition();
    sessionStore.start(csr);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks csrsearch for page N as offset/limit of 12', async () => {
    const calls = stubReplies([{ status: 200, body: { responseCode: 'OK', searchType: 'ecp', total: 0, customers: [], practices: [] } }]);
    await searchCustomers({ searchType: 'ecp', keyword: ' clearview ', page: 2 });
    expect(calls[0]!.body).toEqual({ searchType: 'ecp', keyword: 'clearview', limit: 12, offset: 12 });
  });

  it('treats TOO_MANY_RESULTS and "Too many elements" errors as that result (spec point 8)', async () => {
    stubReplies([{ status: 400, body: { status: 400, error: true, code: MESSAGES.tooManyResults, message: 'x' } }]);
    await expect(searchCustomers({ searchType: 'patient', keyword: 'smith', page: 1 })).resolves.toMatchObject({ responseCode: 'TOO_MANY_RESULTS', customers: [] });
    stubReplies([{ status: 400, body: { status: 400, error: true, code: 'X', message: 'Too many elements' } }]);
    await expect(searchCustomers({ searchType: 'patient', keyword: 'smith', page: 1 })).resolves.toMatchObject({ responseCode: 'TOO_MANY_RESULTS' });
    stubReplies([{ status: 400, body: { status: 400, error: true, code: 'VALIDATION_ERROR', message: 'bad' } }]);
    await expect(searchCustomers({ searchType: 'patient', keyword: 'smith', page: 1 })).rejects.toBeInstanceOf(ApiError);
  });

  it('GET routes take their parameters in the query string, without a body', async () => {
    const calls = stubReplies([{ status: 200, body: { total: 0, sessions: [] } }]);
    await apiClient.get('/support/impersonations', { csr: 'casey', user: undefined, limit: 20 });
    expect(calls[0]).toMatchObject({ url: '/api/support/impersonations?csr=casey&limit=20', method: 'GET', body: undefined });
    expect(calls[0]!.headers.authorization).toBe('Bearer CSR-TOKEN');
  });

  it('downloads a file with the token and the server’s file name', async () => {
    const calls = stubReplies([{ status: 200, body: 'a,b\r\n', headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="impersonation-audit-2026-03-01.csv"' } }]);
    const { blob, filename } = await apiClient.download('/support/impersonations.csv', { user: 'morgan' });
    expect(calls[0]!.url).toBe('/api/support/impersonations.csv?user=morgan');
    expect(filename).toBe('impersonation-audit-2026-03-01.csv');
    expect(await blob.text()).toBe('a,b\r\n');
  });

  it('turns the CSR’s local calendar days into the instants the audit filters on', () => {
    const params = auditQueryParams({ csr: ' casey ', user: '', fromDate: '2026-03-01', toDate: '2026-03-02' });
    expect(params.csr).toBe('casey');
    expect(params.user).toBeUndefined();
    expect(params.from).toBe(new Date(2026, 2, 1).toISOString());
    // "To" includes that whole day: up to the start of the next one.
    expect(params.to).toBe(new Date(2026, 2, 3).toISOString());
    expect(auditQueryParams({ csr: '', user: '', fromDate: '', toDate: '' })).toEqual({ csr: undefined, user: undefined, from: undefined, to: undefined });
  });
});
