import { z } from 'zod';
import { devBoxIdParamsSchema, devBoxListQuerySchema } from '../db/dev-box';
import { DEV_MAILBOX_DEFAULT_LIMIT, DEV_MAILBOX_MAX_LIMIT } from './dev-mailbox';

/**
 * Schemas for GET /api/dev/mailbox (querystring → listDevMail, reply devMailPageSchema) and
 * GET /api/dev/mailbox/:id (params → getDevMail, reply devMailSchema or 404).
 */
export const devMailListQuerySchema = devBoxListQuerySchema(z.string().trim().min(3).max(320), {
  max: DEV_MAILBOX_MAX_LIMIT,
  default: DEV_MAILBOX_DEFAULT_LIMIT,
});

export const devMailIdParamsSchema = devBoxIdParamsSchema;

export const devMailSummarySchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  tags: z.array(z.string()),
  sentAt: z.string(),
});

export const devMailSchema = devMailSummarySchema.extend({
  text: z.string(),
  html: z.string().nullable(),
});

export const devMailPageSchema = z.object({
  items: z.array(devMailSummarySchema),
  total: z.number().int(),
});
