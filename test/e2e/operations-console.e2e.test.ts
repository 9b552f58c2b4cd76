import { describe, expect, it } from 'vitest';
import { PermanentJobError } from '../../infra/queue/permanent-job-error';
import { browserTest, expectAccessible, shot, visible } from '../support/browser';

/**
 * Issue #33 in a real browser: the operator signs in once (with the texted code), opens the
 * Operations console, sees the projections, pauses one and resumes it (the audit trail says so in
 * words), and sees a dead-lettered job with its error and causing event, and retries it.
 */
const { platform, pageAs } = browserTest();

describe('Operations console', () => {
  it('projections: pause and resume one; a dead-lettered job: retry it', async () => {
    const page = await pageAs('operator');
    await page.getByRole('navigation', { name: 'Operations menu' }).getByRole('link', { name: 'Operations console' }).click();
    await visible(page.getByRole('heading', { name: 'Operations console', level: 1 }));
    const orders = await visible(page.getByRole('row', { name: /^orders/ }));
    await visible(orders.getByText('Running'));
    await expectAccessible(page);
    await shot(page, 'operations-console-01-projections');

    await orders.getByRole('button', { name: 'Pause orders' }).click();
    await visible(orders.getByText('Paused', { exact: true }));
    await visible(orders.getByRole('button', { name: 'Resume orders' }));
    await visible(page.getByRole('listitem').filter({ hasText: 'Projection orders paused' }));
    await shot(page, 'operations-console-02-paused');
    await orders.getByRole('button', { name: 'Resume orders' }).click();
    await visible(orders.getByText('Running'));
    await visible(page.getByRole('listitem').filter({ hasText: 'Projection orders resumed' }));

    // A job that fails for good, as a bounced e-mail would: dead-lettered, with its error and event.
    let healthy = false;
    const { outbox } = platform.projections;
    await outbox.queue.process('e2e-flaky-mail', async () => {
      if (!healthy) throw new PermanentJobError('550 5.1.1 mailbox unavailable');
    });
    const { rows } = await platform.infra.sql.query<{ event_id: string }>(`SELECT event_id::text FROM es_events WHERE type = 'PatientCreated' LIMIT 1`);
    const jobId = rows[0]!.event_id;
    await platform.infra.sql.query(`INSERT INTO reactor_outbox (job_name, job_id, reactor, payload, run_at) VALUES ('e2e-flaky-mail', $1, 'reactor_e2e', '{}', now())`, [jobId]);
    await outbox.dispatch();
    const job = await visible(page.getByRole('row', { name: new RegExp(`e2e-flaky-mail ${jobId}`) }));
    await visible(job.getByText('Dead-lettered'));
    await visible(job.getByText('550 5.1.1 mailbox unavailable'));
    await visible(job.getByText('PatientCreated'));
    await shot(page, 'operations-console-03-dead-lettered');
    healthy = true;
    await job.getByRole('button', { name: `Retry job ${jobId} of e2e-flaky-mail` }).click();
    await visible(page.getByText(`Job ${jobId} handed to the queue again.`));
    await expect.poll(async () => (await platform.infra.sql.query(`SELECT 1 FROM reactor_outbox WHERE job_id = $1`, [jobId])).rows.length, { timeout: 15_000 }).toBe(0);
    await page.getByRole('row', { name: new RegExp(`e2e-flaky-mail ${jobId}`) }).waitFor({ state: 'detached' });
    await visible(page.getByRole('listitem').filter({ hasText: `Retry of job ${jobId} of queue e2e-flaky-mail requested` }));
    await expectAccessible(page);
    await shot(page, 'operations-console-04-retried');
  });
});
