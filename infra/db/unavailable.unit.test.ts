import { describe, expect, it } from 'vitest';
import { isUnavailableError } from './unavailable';

describe('isUnavailableError', () => {
  it.each([
    ['connection refused', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['server shutting down (57P01)', Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })],
    ['server starting up (57P03)', Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
    ['connection exception (08006)', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['too many clients (53300)', Object.assign(new Error('sorry, too many clients already'), { code: '53300' })],
    ['pg: terminated', new Error('Connection terminated unexpectedly')],
    ['wrapped in a cause', new Error('query failed', { cause: Object.assign(new Error('x'), { code: 'ECONNRESET' }) })],
  ])('%s → yes', (_, err) => expect(isUnavailableError(err)).toBe(true));

  it.each([
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a NUL in a string', Object.assign(new Error('invalid byte sequence'), { code: '22021' })],
    ['a plain error', new Error('boom')],
    ['not an error', 'text'],
    ['nothing', undefined],
  ])('%s → no', (_, err) => expect(isUnavailableError(err)).toBe(false));
});
