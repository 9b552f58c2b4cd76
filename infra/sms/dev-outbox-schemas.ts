import { z } from 'zod';
import { devBoxIdParamsSchema, devBoxListQuerySchema } from '../db/dev-box';
import { DEV_SMS_DEFAULT_LIMIT, DEV_SMS_MAX_LIMIT } from './dev-outbox';

/** GET /api/dev/sms (querystring → listDevSms) and GET /api/dev/sms/:id. */
export const devSmsListQuerySchema = devBoxListQuerySchema(z.string().trim().min(4).max(32), { max: DEV_SMS_MAX_LIMIT, default: DEV_SMS_DEFAULT_LIMIT });

export const devSmsIdParamsSchema = devBoxIdParamsSchema;

export const devSmsSchema = z.object({
  id: z.string(),
  to: z.string(),
  body: z.string(),
  tags: z.array(z.string()),
  sentAt: z.string(),
});

export const devSmsPageSchema = z.object({ items: z.array(devSmsSchema), total: z.number().int() });
