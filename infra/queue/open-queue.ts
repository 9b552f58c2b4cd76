import { BullmqQueue } from './bullmq-queue';
import { InProcessQueue } from './in-process-queue';
import type { JobErrorReporter, JobQueue } from './port';

export interface OpenQueueOptions {
  /** REDIS_URL: BullMQ when set, else the in-process queue. */
  redisUrl?: string;
  /** Redis key prefix; default `lensloop:<NODE_ENV or development>`. Ignored in process. */
  prefix?: string;
  onError?: JobErrorReporter;
}

export function openQueue(opts: OpenQueueOptions = {}): JobQueue {
  if (opts.redisUrl) {
    return new BullmqQueue({ redisUrl: opts.redisUrl, prefix: opts.prefix ?? defaultQueuePrefix(), onError: opts.onError });
  }
  return new InProcessQueue({ onError: opts.onError });
}

export function defaultQueuePrefix(env: NodeJS.ProcessEnv = process.env): string {
  return `lensloop:${env.NODE_ENV || 'development'}`;
}
