import { z } from 'zod';
import { DEV_SMS_DEFAULT_LIMIT, DEV_SMS_MAX_LIMIT } from './dev-outbox';

/** GET /api/dev/sms (querystring → listDevSms) and GET /api/dev/sms/:id. */
export const devSmsListQuerySchema = z.object({
  to: z.string().trim().min(4).max(32).optional(),
  limit: z.coerce.number().int().min(1).max(DEV_SMS_MAX_LIMIT).default(DEV_SMS_DEFAULT_LIMIT),
  offset: z.coerce.number().int().min(0).default(0),
});

export const devSmsIdParamsSchema = z.object({ id: z.uuid() });

export const devSmsSchema = z.object({
  id: z.string(),
  to: z.string(),
  body: z.string(),
  tags: z.array(z.string()),
  sentAt: z.string(),
});

export const devSmsPageSchema = z.object({ items: z.array(devSmsSchema), total: z.number().int() });
