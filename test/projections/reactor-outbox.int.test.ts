import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InProcessQueue } from '../../infra/queue/in-process-queue';
import { PermanentJobError } from '../../infra/queue/permanent-job-error';
import { openReactorOutbox, type OutboxJob, type ReactorOutbox } from '../../workers/reactors/reactor-outbox';
import { openStoreBed, type StoreBed } from '../support/event-store-bed';

/** D-565: a reactor's jobs are rows written with its checkpoint; a job the queue lost is handed on again, once. */
describe('reactor outbox', () => {
  let bed: StoreBed & { close(): Promise<void> };
  const outboxes: ReactorOutbox[] = [];
  beforeAll(async () => {
    bed = await openStoreBed();
  });
  afterAll(async () => {
    for (const o of outboxes) await o.stop();
    await bed?.close();
  });

  const open = async (queue: InProcessQueue) => {
    const o = await openReactorOutbox({ sql: bed.db.client, queue, sweepMs: 60_000, checkAfterMs: 0 });
    outboxes.push(o);
    return o;
  };
  const jobs = (ids: string[], runAt = new Date()): OutboxJob[] => ids.map((id) => ({ jobName: 'outbox-test', jobId: id, payload: { id }, runAt }));
  const rows = async () =>
    (await bed.db.client.query<{ job_id: string; enqueued: boolean; failed: boolean }>(`SELECT job_id, enqueued_at IS NOT NULL AS enqueued, failed_at IS NOT NULL AS failed FROM reactor_outbox ORDER BY job_id`)).rows;
  const until = async (ok: () => Promise<boolean>) => {
    const deadline = Date.now() + 10_000;
    while (!(await ok())) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  it('hands committed rows to the queue, re-queues what a lost queue forgot, runs each job once and removes its row', async () => {
    const first = new InProcessQueue();
    const outbox = await open(first);
    await bed.kdb.transaction().execute((trx) => outbox.record(trx, 'reactor_test', jobs(['job-a', 'job-b', 'job-c'])));
    // A replayed batch writes nothing twice.
    await bed.kdb.transaction().execute((trx) => outbox.record(trx, 'reactor_test', jobs(['job-a'])));
    // A rolled-back batch leaves nothing.
    await bed.kdb
      .transaction()
      .execute(async (trx) => {
        await outbox.record(trx, 'reactor_test', jobs(['job-rolled-back']));
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await outbox.dispatch()).toBe(3);
    expect(await rows()).toEqual(['job-a', 'job-b', 'job-c'].map((job_id) => ({ job_id, enqueued: true, failed: false })));
    expect((await first.getJob('outbox-test', 'job-b'))?.state).toBe('waiting');

    // The queue's memory is gone (Redis restarted empty; here: a new queue). The sweep finds the rows' jobs missing.
    const second = new InProcessQueue();
    const recovered = await open(second);
    const ran: string[] = [];
    await recovered.queue.process<{ id: string }>('outbox-test', async (job) => void ran.push(job.payload.id));
    expect(await recovered.sweep()).toEqual({ requeued: 3, completed: 0, failed: 0 });
    await until(async () => (await rows()).length === 0);
    expect(ran.sort()).toEqual(['job-a', 'job-b', 'job-c']);
    // Nothing left to hand on: a second sweep and dispatch do nothing, no job runs twice.
    expect(await recovered.sweep()).toEqual({ requeued: 0, completed: 0, failed: 0 });
    expect(await recovered.dispatch()).toBe(0);
    expect(ran).toHaveLength(3);
    await first.close();
    await second.close();
  });

  it('keeps a delayed job delayed, settles a job completed before its row was removed, and marks one given up on', async () => {
    const queue = new InProcessQueue({ onError: () => undefined });
    const outbox = await open(queue);
    const later = new Date(Date.now() + 60 * 60_000);
    await bed.kdb.transaction().execute((trx) => outbox.record(trx, 'reactor_test', [...jobs(['job-late'], later), ...jobs(['job-done', 'job-refused'])]));
    // The job ran to completion in a process that died before removing its row: the raw queue ran it.
    await queue.process<{ id: string }>('outbox-test', async (job) => {
      if (job.payload.id === 'job-refused') throw new PermanentJobError('550 mailbox unavailable');
    });
    await outbox.dispatch();
    await until(async () => (await queue.getJob('outbox-test', 'job-refused'))?.state === 'failed' && (await queue.getJob('outbox-test', 'job-done'))?.state === 'completed');
    expect((await queue.getJob('outbox-test', 'job-late'))?.state).toBe('delayed');
    expect(await outbox.sweep()).toEqual({ requeued: 0, completed: 1, failed: 1 });
    expect(await rows()).toEqual([
      { job_id: 'job-late', enqueued: true, failed: false },
      { job_id: 'job-refused', enqueued: true, failed: true },
    ]);
    await queue.close();
  });

  it('a database outage does not use up a job\'s attempts: the handler runs again within the attempt until the database answers', async () => {
    const queue = new InProcessQueue({ onError: () => undefined });
    const outbox = await open(queue);
    await bed.kdb.transaction().execute((trx) => outbox.record(trx, 'reactor_test', jobs(['job-outage'])));
    const seen: number[] = [];
    let calls = 0;
    await outbox.queue.process<{ id: string }>('outbox-test', async (job) => {
      seen.push(job.attempt);
      if (++calls <= 3) throw Object.assign(new Error('the database system is starting up'), { code: '57P03' });
    });
    await outbox.dispatch();
    await until(async () => !(await rows()).some((r) => r.job_id === 'job-outage'));
    expect(calls).toBe(4);
    expect(seen).toEqual([1, 1, 1, 1]);
    expect((await queue.getJob('outbox-test', 'job-outage'))?.state).toBe('completed');
    await queue.close();
  });
});
