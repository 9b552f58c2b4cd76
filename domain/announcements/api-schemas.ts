import { z } from 'zod';
import { pageWindow } from '../shared/paging';
import {
  ANNOUNCEMENT_AUDIENCES,
  ANNOUNCEMENT_HEADLINE_MAX,
  ANNOUNCEMENT_LISTS,
  ANNOUNCEMENT_MESSAGE_MAX,
  ANNOUNCEMENT_MESSAGES as M,
  ANNOUNCEMENT_PRIORITIES,
  ANNOUNCEMENT_STATES,
  ANNOUNCEMENT_STATUSES,
  ANNOUNCEMENT_TYPES,
  ANNOUNCEMENT_URL_MAX,
  isPlainText,
  isWebUrl,
} from './announcement-rules';

/** The announcements context's API contract (spec point 7; issue #16). */

const isoDate = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(40, M.dateInvalid)
    .refine((v) => !Number.isNaN(Date.parse(v)), M.dateInvalid);

/**
 * `POST /api/customer/announcements/save`: spec point 8 "A save needs state, audience, message and
 * liveDate". Without `id` it creates one; with `id` it edits or republishes it.
 */
export const saveAnnouncementInput = z
  .object({
    id: z.string().trim().min(1).max(64).optional(),
    state: z.enum(ANNOUNCEMENT_STATES, { error: M.stateRequired }),
    audience: z.enum(ANNOUNCEMENT_AUDIENCES, { error: M.audienceRequired }),
    practiceId: z.string().trim().max(64).nullable().optional(),
    headline: z
      .string()
      .trim()
      .max(ANNOUNCEMENT_HEADLINE_MAX, M.headlineTooLong)
      .refine(isPlainText, M.headlinePlain)
      .optional(),
    message: z.string({ error: M.messageRequired }).trim().min(1, M.messageRequired).max(ANNOUNCEMENT_MESSAGE_MAX, M.messageTooLong),
    liveDate: isoDate(M.liveDateRequired),
    takeDownDate: z.string().trim().max(40, M.dateInvalid).nullable().optional(),
    type: z.enum(ANNOUNCEMENT_TYPES).optional(),
    priority: z.enum(ANNOUNCEMENT_PRIORITIES).optional(),
    url: z
      .string()
      .trim()
      .max(ANNOUNCEMENT_URL_MAX, M.urlInvalid)
      .refine((v) => v === '' || isWebUrl(v), M.urlInvalid)
      .nullable()
      .optional(),
    urlDisplayText: z.string().trim().max(ANNOUNCEMENT_HEADLINE_MAX, M.urlTextTooLong).refine(isPlainText, M.headlinePlain).nullable().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.audience === 'practice' && !v.practiceId) ctx.addIssue({ code: 'custom', path: ['practiceId'], message: M.practiceRequired });
    if (v.takeDownDate) {
      const down = Date.parse(v.takeDownDate);
      if (Number.isNaN(down)) ctx.addIssue({ code: 'custom', path: ['takeDownDate'], message: M.dateInvalid });
      else if (!Number.isNaN(Date.parse(v.liveDate)) && down <= Date.parse(v.liveDate)) ctx.addIssue({ code: 'custom', path: ['takeDownDate'], message: M.takeDownAfterLive });
    }
    if (v.urlDisplayText && !v.url) ctx.addIssue({ code: 'custom', path: ['url'], message: M.urlTextWithoutUrl });
  });
export type SaveAnnouncementInput = z.input<typeof saveAnnouncementInput>;

export const announcementIdInput = z.object({ id: z.string().trim().min(1, M.notFound).max(64) });
export type AnnouncementIdInput = z.infer<typeof announcementIdInput>;
export const bookmarkAnnouncementInput = z.object({ id: z.string().trim().min(1, M.notFound).max(64), isBookmarked: z.boolean() });
export type BookmarkAnnouncementInput = z.infer<typeof bookmarkAnnouncementInput>;

export const saveAnnouncementReply = z.object({ id: z.string(), status: z.enum(ANNOUNCEMENT_STATUSES), position: z.number().int().nullable() });
export type SaveAnnouncementReply = z.infer<typeof saveAnnouncementReply>;
export const announcementCommandReply = z.object({ id: z.string(), position: z.number().int().nullable() });
export type AnnouncementCommandReply = z.infer<typeof announcementCommandReply>;

/** Spec point 3 entity, as the lists show it. */
export const announcementView = z.object({
  id: z.string(),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES),
  practiceId: z.string().nullable(),
  practiceName: z.string().nullable(),
  headline: z.string(),
  message: z.string(),
  liveDate: z.string(),
  takeDownDate: z.string().nullable(),
  state: z.enum(ANNOUNCEMENT_STATES),
  status: z.enum(ANNOUNCEMENT_STATUSES),
  type: z.enum(ANNOUNCEMENT_TYPES),
  priority: z.enum(ANNOUNCEMENT_PRIORITIES),
  url: z.string().nullable(),
  urlDisplayText: z.string().nullable(),
  isBookmarked: z.boolean(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type AnnouncementView = z.infer<typeof announcementView>;

export const ANNOUNCEMENT_SORTS = ['liveDate', 'takeDownDate', 'headline', 'priority', 'audience', 'updatedAt'] as const;
export type AnnouncementSort = (typeof ANNOUNCEMENT_SORTS)[number];
export const ANNOUNCEMENT_PAGE_SIZE = 20;

export const ANNOUNCEMENT_FILTER_MESSAGES = {
  date: 'Enter a date as MM/DD/YYYY.',
  range: 'The end date must be on or after the start date.',
  text: 'Search text can be at most 100 characters.',
} as const;

/** A filter day (YYYY-MM-DD, as a date input gives it) or an ISO instant. */
const filterDay = z
  .string()
  .trim()
  .max(40, ANNOUNCEMENT_FILTER_MESSAGES.date)
  .refine((v) => v === '' || (/^\d{4}-\d{2}-\d{2}/.test(v) && !Number.isNaN(Date.parse(v))), ANNOUNCEMENT_FILTER_MESSAGES.date)
  .optional();

const announcementFilterFields = z.object({
  audience: z.enum(ANNOUNCEMENT_AUDIENCES).optional(),
  priority: z.enum(ANNOUNCEMENT_PRIORITIES).optional(),
  type: z.enum(ANNOUNCEMENT_TYPES).optional(),
  bookmarked: z.enum(['true', 'false']).optional(),
  /** Live date on or after / on or before (days inclusive). */
  from: filterDay,
  to: filterDay,
  q: z.string().trim().max(100, ANNOUNCEMENT_FILTER_MESSAGES.text).optional(),
});

function toNotBeforeFrom(v: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx): void {
  if (v.from && v.to && !Number.isNaN(Date.parse(v.from)) && !Number.isNaN(Date.parse(v.to)) && v.to.slice(0, 10) < v.from.slice(0, 10)) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: ANNOUNCEMENT_FILTER_MESSAGES.range });
  }
}

/**
 * The announcement filters side panel (spec point 2 "Announcement filters"): audience, priority,
 * type, bookmarked, live-date range and text. The panel checks its fields with this schema and the
 * list query repeats it, so a bad filter is a message beside its field, never "The request is invalid.".
 */
export const announcementFiltersInput = announcementFilterFields.superRefine(toNotBeforeFrom);
export type AnnouncementFiltersInput = z.input<typeof announcementFiltersInput>;

/** `GET /api/customer/announcements/all` (CSR): one list with the filters side panel's fields and a sort. */
export const listAnnouncementsInput = announcementFilterFields
  .extend({
    list: z.enum(ANNOUNCEMENT_LISTS).default('active'),
    sort: z.enum(ANNOUNCEMENT_SORTS).default('liveDate'),
    dir: z.enum(['asc', 'desc']).default('desc'),
    ...pageWindow(ANNOUNCEMENT_PAGE_SIZE, { maxOffset: 1_000_000 }),
  })
  .superRefine(toNotBeforeFrom);
export type ListAnnouncementsInput = z.input<typeof listAnnouncementsInput>;
export const announcementListReply = z.object({ items: z.array(announcementView), total: z.number().int() });
export type AnnouncementListReply = z.infer<typeof announcementListReply>;

/** One history line: who did what, when. */
export const announcementHistoryEntry = z.object({
  occurredAt: z.string(),
  eventType: z.string(),
  summary: z.string(),
  /** The live date a "Scheduled to go live" line refers to. */
  scheduledFor: z.string().nullable(),
  actorAccount: z.string(),
  actorName: z.string().nullable(),
  actorGroup: z.string(),
  impersonatorName: z.string().nullable(),
});
export type AnnouncementHistoryEntry = z.infer<typeof announcementHistoryEntry>;
export const getAnnouncementReply = z.object({ announcement: announcementView, history: z.array(announcementHistoryEntry) });
export type GetAnnouncementReply = z.infer<typeof getAnnouncementReply>;

/** What a reader sees on a dashboard (`GET /api/customer/announcements/active`). */
export const activeAnnouncementView = z.object({
  id: z.string(),
  headline: z.string(),
  message: z.string(),
  liveDate: z.string(),
  takeDownDate: z.string().nullable(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  priority: z.enum(ANNOUNCEMENT_PRIORITIES),
  url: z.string().nullable(),
  urlDisplayText: z.string().nullable(),
});
export type ActiveAnnouncementView = z.infer<typeof activeAnnouncementView>;
export const activeAnnouncementsReply = z.object({ items: z.array(activeAnnouncementView) });
export type ActiveAnnouncementsReply = z.infer<typeof activeAnnouncementsReply>;
