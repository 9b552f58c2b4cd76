import { afterEach, beforeEach, expect, it } from 'vitest';
import { PermanentJobError } from './permanent-job-error';
import type { Job, JobErrorReporter, JobPayload, JobQueue } from './port';

/**
 * The behaviour every JobQueue adapter must show. Call inside a describe block with a factory
 * that opens a fresh, isolated queue; `dispose` closes it and removes what it left behind.
 */
export interface QueueUnderTest {
  queue: JobQueue;
  dispose(): Promise<void>;
}

export type OpenQueueForTest = (onError: JobErrorReporter) => Promise<QueueUnderTest>;

interface Greeting {
  n: number;
}

interface Reported {
  message: string;
  jobId?: string;
  attempt?: number;
  final?: boolean;
}

export function jobQueueContract(open: OpenQueueForTest): void {
  let subject: QueueUnderTest;
  let queue: JobQueue;
  let reported: Reported[];

  beforeEach(async () => {
    reported = [];
    subject = await open((err, ctx) => {
      reported.push({ message: err instanceof Error ? err.message : String(err), jobId: ctx.jobId, attempt: ctx.attempt, final: ctx.final });
    });
    queue = subject.queue;
  });

  afterEach(async () => {
    await subject.dispose();
  });

  it('runs enqueued jobs with their payload (JSON round-tripped) and reports them completed', async () => {
    const seen: Job[] = [];
    await queue.process('greet', async (job) => {
      seen.push(job);
    });
    await queue.enqueue('greet', { n: 1, at: new Date(0), tags: ['a'] }, { jobId: 'evt-1' });
    const typed: Greeting = { n: 2 }; // an interface type needs no index signature to be a payload
    await queue.enqueue('greet', typed, { jobId: 'evt-2' });

    await waitFor(async () => (await queue.counts('greet')).completed === 2);

    expect(seen.map((j) => j.payload)).toEqual([{ n: 1, at: '1970-01-01T00:00:00.000Z', tags: ['a'] }, { n: 2 }]);
    expect(seen[0]).toMatchObject({ id: 'evt-1', name: 'greet', attempt: 1 });
    const info = await queue.getJob('greet', 'evt-1');
    expect(info).toMatchObject({ id: 'evt-1', name: 'greet', state: 'completed', attemptsMade: 1 });
    expect(info?.finishedAt?.getTime()).toBeGreaterThanOrEqual(info?.enqueuedAt.getTime() ?? Infinity);
    expect(await queue.counts('greet')).toEqual({ waiting: 0, active: 0, delayed: 0, completed: 2, failed: 0 });
    expect(await queue.getJob('greet', 'no-such-job')).toBeUndefined();
    expect(reported).toEqual([]);
  });

  it('runs a jobId once: a duplicate before, during or after processing is ignored', async () => {
    await queue.enqueue('mail', { v: 'first' }, { jobId: 'evt-dup' });
    await queue.enqueue('mail', { v: 'second' }, { jobId: 'evt-dup' });
    const runs: JobPayload[] = [];
    await queue.process('mail', async (job) => {
      runs.push(job.payload);
    });
    await waitFor(async () => (await queue.getJob('mail', 'evt-dup'))?.state === 'completed');

    await queue.enqueue('mail', { v: 'replayed' }, { jobId: 'evt-dup' });
    await sleep(150);

    expect(runs).toEqual([{ v: 'first' }]);
    expect(await queue.counts('mail')).toMatchObject({ waiting: 0, delayed: 0, completed: 1 });
    expect((await queue.getJob('mail', 'evt-dup'))?.payload).toEqual({ v: 'first' });
  });

  it('scopes jobId per job name (one event may enqueue an e-mail and an SMS)', async () => {
    const runs: string[] = [];
    await queue.process('mail', async (job) => void runs.push(`mail:${job.id}`));
    await queue.process('sms', async (job) => void runs.push(`sms:${job.id}`));
    await queue.enqueue('mail', {}, { jobId: 'evt-7' });
    await queue.enqueue('sms', {}, { jobId: 'evt-7' });
    await waitFor(async () => (await queue.counts()).completed === 2);
    expect(runs.sort()).toEqual(['mail:evt-7', 'sms:evt-7']);
  });

  it('holds a delayed job back until its delay has passed', async () => {
    const started = new Map<string, number>();
    await queue.process('remind', async (job) => void started.set(job.id, Date.now()));
    const t0 = Date.now();
    await queue.enqueue('remind', {}, { jobId: 'later', delayMs: 300 });
    await queue.enqueue('remind', {}, { jobId: 'now' });

    expect((await queue.getJob('remind', 'later'))?.state).toBe('delayed');
    await waitFor(async () => started.has('now'));
    expect(started.has('later')).toBe(false);
    expect((await queue.counts('remind')).delayed).toBe(1);

    await waitFor(async () => started.has('later'));
    expect((started.get('later') ?? 0) - t0).toBeGreaterThanOrEqual(295);
    expect((started.get('now') ?? Infinity) - t0).toBeLessThan(300);
  });

  it('retries a failed job after its backoff and completes when a later try succeeds', async () => {
    const tries: { attempt: number; at: number }[] = [];
    await queue.process('flaky', async (job) => {
      tries.push({ attempt: job.attempt, at: Date.now() });
      if (job.attempt === 1) throw new Error('smtp timeout');
    });
    await queue.enqueue('flaky', {}, { jobId: 'evt-flaky', attempts: 3, backoff: { type: 'fixed', delayMs: 100 } });

    await waitFor(async () => (await queue.getJob('flaky', 'evt-flaky'))?.state === 'completed');

    expect(tries.map((t) => t.attempt)).toEqual([1, 2]);
    expect(tries[1]!.at - tries[0]!.at).toBeGreaterThanOrEqual(95);
    expect(await queue.getJob('flaky', 'evt-flaky')).toMatchObject({ state: 'completed', attemptsMade: 2 });
    expect(reported).toEqual([{ message: 'smtp timeout', jobId: 'evt-flaky', attempt: 1, final: false }]);
  });

  it('keeps a job as failed once its attempts are used up, with exponential backoff between tries', async () => {
    const at: number[] = [];
    await queue.process('doomed', async () => {
      at.push(Date.now());
      throw new Error('mailbox full');
    });
    await queue.enqueue('doomed', { to: 'x@example.test' }, { jobId: 'evt-doomed', attempts: 3, backoff: { type: 'exponential', delayMs: 50 } });

    await waitFor(async () => (await queue.counts('doomed')).failed === 1);

    expect(at).toHaveLength(3);
    expect(at[1]! - at[0]!).toBeGreaterThanOrEqual(45); // 50 · 2^0
    expect(at[2]! - at[1]!).toBeGreaterThanOrEqual(95); // 50 · 2^1
    expect(await queue.counts('doomed')).toEqual({ waiting: 0, active: 0, delayed: 0, completed: 0, failed: 1 });
    expect(await queue.getJob('doomed', 'evt-doomed')).toMatchObject({
      state: 'failed',
      attemptsMade: 3,
      failedReason: 'mailbox full',
      payload: { to: 'x@example.test' },
    });
    expect(reported.map((r) => [r.attempt, r.final])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    await sleep(150);
    expect(at).toHaveLength(3);
  });

  it('fails at once on PermanentJobError, whatever attempts remain', async () => {
    let calls = 0;
    await queue.process('strict', async () => {
      calls += 1;
      throw new PermanentJobError('recipient rejected');
    });
    await queue.enqueue('strict', {}, { jobId: 'evt-strict', attempts: 5, backoff: { type: 'fixed', delayMs: 10 } });

    await waitFor(async () => (await queue.getJob('strict', 'evt-strict'))?.state === 'failed');
    await sleep(100);

    expect(calls).toBe(1);
    expect(await queue.getJob('strict', 'evt-strict')).toMatchObject({ failedReason: 'recipient rejected', attemptsMade: 1 });
  });

  it('retry(): a failed job runs again with fresh attempts; an unknown one is unknown; a completed one is not retried (issue #33)', async () => {
    let healthy = false;
    const attempts: number[] = [];
    await queue.process('mended', async (job) => {
      attempts.push(job.attempt);
      if (!healthy) throw new PermanentJobError('mail server down');
    });
    await queue.enqueue('mended', {}, { jobId: 'evt-mended', attempts: 3, backoff: { type: 'fixed', delayMs: 10 } });
    await waitFor(async () => (await queue.getJob('mended', 'evt-mended'))?.state === 'failed');
    healthy = true;
    expect(await queue.retry('mended', 'evt-mended')).toBe('retried');
    await waitFor(async () => (await queue.getJob('mended', 'evt-mended'))?.state === 'completed');
    expect(attempts).toEqual([1, 1]);
    expect(await queue.retry('mended', 'evt-mended')).toBe('not-retryable');
    expect(await queue.retry('mended', 'evt-never')).toBe('unknown');
  });

  it('runs at most `concurrency` jobs of a name at a time', async () => {
    let active = 0;
    let peak = 0;
    await queue.process(
      'render',
      async () => {
        active += 1;
        peak = Math.max(peak, active);
        await sleep(80);
        active -= 1;
      },
      { concurrency: 2 },
    );
    for (const id of ['r-a', 'r-b', 'r-c', 'r-d', 'r-e']) await queue.enqueue('render', {}, { jobId: id });

    await waitFor(async () => (await queue.counts('render')).completed === 5);
    expect(peak).toBe(2);
  });

  it('close() waits for active jobs to finish, then refuses new work', async () => {
    let started = false;
    let finished = false;
    await queue.process('slow', async () => {
      started = true;
      await sleep(250);
      finished = true;
    });
    await queue.enqueue('slow', {}, { jobId: 'evt-slow' });
    await waitFor(async () => started);

    await queue.close();

    expect(finished).toBe(true);
    await expect(queue.enqueue('slow', {}, { jobId: 'evt-after-close' })).rejects.toThrow(/closed/);
  });

  it('rejects job ids BullMQ cannot store (integers, colons) and a missing id', async () => {
    await expect(queue.enqueue('mail', {}, { jobId: '42' })).rejects.toThrow(/integer/);
    await expect(queue.enqueue('mail', {}, { jobId: 'a:b' })).rejects.toThrow(/':'/);
    await expect(queue.enqueue('mail', {}, { jobId: '' })).rejects.toThrow(/required/);
    expect(await queue.counts('mail')).toEqual({ waiting: 0, active: 0, delayed: 0, completed: 0, failed: 0 });
  });
}

export async function waitFor(condition: () => Promise<boolean> | boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await sleep(10);
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
