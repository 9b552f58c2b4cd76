import { DomainError } from '../shared/errors';
import type { AnnouncementDeciderState } from './announcement-decider';
import { ANNOUNCEMENT_HEADLINE_MAX, ANNOUNCEMENT_MESSAGE_MAX, ANNOUNCEMENT_MESSAGES as M, type AnnouncementState, isPlainText, isWebUrl } from './announcement-rules';
import type { AnnouncementContent, AnnouncementDrafted, AnnouncementEdited, AnnouncementPublished, AnnouncementScheduled } from './events';

export interface SaveAnnouncementCommand {
  announcementId: string;
  /** True when the caller gave an id (edit/republish): the announcement must exist. */
  existing: boolean;
  state: AnnouncementState;
  content: AnnouncementContent;
  savedBy: string;
  now: Date;
}

type SaveEvent = AnnouncementDrafted | AnnouncementScheduled | AnnouncementPublished | AnnouncementEdited;

/** The save rules of spec point 8 again, on the write side (the API schema checks them first, with field messages). */
function assertContent(c: AnnouncementContent): void {
  const fail = (message: string, field: string) => {
    throw new DomainError('validation', 'ANNOUNCEMENT_INVALID', message, { field });
  };
  if (!c.message.trim()) fail(M.messageRequired, 'message');
  if (c.message.length > ANNOUNCEMENT_MESSAGE_MAX) fail(M.messageTooLong, 'message');
  if (c.headline.length > ANNOUNCEMENT_HEADLINE_MAX) fail(M.headlineTooLong, 'headline');
  if (!isPlainText(c.headline)) fail(M.headlinePlain, 'headline');
  if (Number.isNaN(Date.parse(c.liveDate))) fail(M.liveDateRequired, 'liveDate');
  if (c.takeDownDate !== null && !(Date.parse(c.takeDownDate) > Date.parse(c.liveDate))) fail(M.takeDownAfterLive, 'takeDownDate');
  if (c.url !== null && !isWebUrl(c.url)) fail(M.urlInvalid, 'url');
  if (c.audience === 'practice' && !c.practiceId) fail(M.practiceRequired, 'practiceId');
}

/**
 * `/customer/announcements/save` (spec points 4, 8): a draft or live by the state field.
 * - state draft → AnnouncementDrafted (a new one, an edited draft, or an active one moved back to drafts).
 * - state live, live date still ahead → AnnouncementScheduled (the scheduler publishes it then).
 * - state live, live date come → AnnouncementPublished; an already live one stays live → AnnouncementEdited.
 * Saving an archived one with state live is the republish; with state draft it returns to drafts.
 */
export function decideSaveAnnouncement(cmd: SaveAnnouncementCommand, state: AnnouncementDeciderState): SaveEvent[] {
  if (cmd.existing && (!state.exists || state.deleted)) throw new DomainError('not_found', 'NOT_FOUND', M.notFound);
  if (!cmd.existing && state.exists) throw new DomainError('conflict', 'ANNOUNCEMENT_EXISTS', 'This announcement already exists.');
  const content = cmd.content;
  assertContent(content);
  const { announcementId, savedBy } = cmd;
  if (cmd.state === 'draft') return [{ type: 'AnnouncementDrafted', data: { announcementId, content, savedBy } }];
  if (content.takeDownDate !== null && Date.parse(content.takeDownDate) <= cmd.now.getTime()) {
    throw new DomainError('validation', 'ANNOUNCEMENT_INVALID', M.takeDownPast, { field: 'takeDownDate' });
  }
  if (Date.parse(content.liveDate) > cmd.now.getTime()) return [{ type: 'AnnouncementScheduled', data: { announcementId, content, savedBy } }];
  if (state.status === 'live') return [{ type: 'AnnouncementEdited', data: { announcementId, content, savedBy } }];
  return [{ type: 'AnnouncementPublished', data: { announcementId, content, publishedAt: cmd.now.toISOString(), by: 'save' } }];
}
