import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { BullmqQueue } from './bullmq-queue';
import { InProcessQueue } from './in-process-queue';
import { jobQueueContract } from './job-queue.contract';
import { defaultQueuePrefix, openQueue } from './open-queue';

const redisUrl = process.env.REDIS_URL || undefined;

describe('JobQueue contract: in-process', () => {
  jobQueueContract(async (onError) => {
    const queue = new InProcessQueue({ onError });
    return { queue, dispose: () => queue.close() };
  });
});

const describeBullmq = redisUrl ? describe : describe.skip;
describeBullmq(`JobQueue contract: BullMQ${redisUrl ? '' : ' (skipped: REDIS_URL is not set)'}`, () => {
  jobQueueContract(async (onError) => {
    // A unique prefix per test: parallel runs and leftovers never meet.
    const prefix = `lensloop:test-${randomBytes(6).toString('hex')}`;
    const queue = new BullmqQueue({ redisUrl: redisUrl as string, prefix, onError });
    return {
      queue,
      async dispose() {
        await queue.close();
        await deleteKeys(redisUrl as string, `${prefix}:*`);
      },
    };
  });
});

describe('openQueue', () => {
  it('chooses the in-process queue without REDIS_URL', async () => {
    const queue = openQueue({});
    expect(queue.kind).toBe('in-process');
    await queue.close();
  });

  it('names the Redis prefix after the environment by default', () => {
    expect(defaultQueuePrefix({ NODE_ENV: 'production' })).toBe('lensloop:production');
    expect(defaultQueuePrefix({})).toBe('lensloop:development');
  });

  it.runIf(redisUrl)('chooses BullMQ when REDIS_URL is set, under the given prefix', async () => {
    const prefix = `lensloop:test-${randomBytes(6).toString('hex')}`;
    const queue = openQueue({ redisUrl, prefix });
    expect(queue.kind).toBe('bullmq');
    await queue.enqueue('probe', { ok: true }, { jobId: 'evt-probe' });
    const redis = new Redis(redisUrl as string);
    try {
      expect(await redis.exists(`${prefix}:probe:evt-probe`)).toBe(1);
    } finally {
      await queue.close();
      await redis.quit();
      await deleteKeys(redisUrl as string, `${prefix}:*`);
    }
  });
});

async function deleteKeys(url: string, pattern: string): Promise<void> {
  const redis = new Redis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
}
