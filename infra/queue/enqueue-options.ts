import type { BackoffPolicy, EnqueueOptions } from './port';
import { DEFAULT_ATTEMPTS, DEFAULT_BACKOFF } from './port';

export interface ResolvedEnqueueOptions {
  jobId: string;
  delayMs: number;
  attempts: number;
  backoff: BackoffPolicy;
}

/**
 * Defaults and validation shared by both adapters, so a job the in-process queue accepts is one
 * BullMQ accepts too (BullMQ rejects integer-like custom ids and ids containing ':').
 */
export function resolveEnqueueOptions(name: string, opts: EnqueueOptions): ResolvedEnqueueOptions {
  if (!name || name.includes(':')) throw new TypeError(`Job name must be non-empty and without ':' (got '${name}')`);
  const { jobId } = opts;
  if (typeof jobId !== 'string' || jobId === '') throw new TypeError('jobId is required');
  if (`${parseInt(jobId, 10)}` === jobId) throw new TypeError(`jobId must not be an integer (got '${jobId}')`);
  if (jobId.includes(':')) throw new TypeError(`jobId must not contain ':' (got '${jobId}')`);
  const delayMs = opts.delayMs ?? 0;
  const attempts = opts.attempts ?? DEFAULT_ATTEMPTS;
  const backoff = opts.backoff ?? DEFAULT_BACKOFF;
  if (!Number.isFinite(delayMs) || delayMs < 0) throw new RangeError(`delayMs must be ≥ 0 (got ${delayMs})`);
  if (!Number.isInteger(attempts) || attempts < 1) throw new RangeError(`attempts must be an integer ≥ 1 (got ${attempts})`);
  if (!Number.isFinite(backoff.delayMs) || backoff.delayMs < 0) throw new RangeError(`backoff.delayMs must be ≥ 0 (got ${backoff.delayMs})`);
  return { jobId, delayMs: Math.round(delayMs), attempts, backoff };
}

/** Wait before the next try after `failedTries` failures (BullMQ's built-in strategies, no jitter). */
export function backoffDelay(policy: BackoffPolicy, failedTries: number): number {
  return policy.type === 'fixed' ? policy.delayMs : Math.round(2 ** (failedTries - 1) * policy.delayMs);
}
