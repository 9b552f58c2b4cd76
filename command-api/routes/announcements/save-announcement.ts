import { v7 as uuidv7 } from 'uuid';
import { announcementDecider } from '../../../domain/announcements/announcement-decider';
import { ANNOUNCEMENT_MESSAGES, type AnnouncementStatus } from '../../../domain/announcements/announcement-rules';
import { saveAnnouncementInput, saveAnnouncementReply } from '../../../domain/announcements/api-schemas';
import { type AnnouncementContent, announcementStream } from '../../../domain/announcements/events';
import { decideSaveAnnouncement } from '../../../domain/announcements/save-announcement';
import { practiceStream } from '../../../domain/practices/events';
import { DomainError } from '../../../domain/shared/errors';
import { commandRoute } from '../../lib/command-route';

/**
 * POST /api/customer/announcements/save (CSR only, spec point 6): creates (no id), edits or
 * republishes (id) an announcement; a draft or live by the state field (spec points 4, 8).
 */
export const saveAnnouncementRoute = commandRoute(
  {
    path: '/api/customer/announcements/save', tags: ['announcements'], summary: 'Save an announcement as a draft or live',
    auth: ['CSR'], body: saveAnnouncementInput, reply: saveAnnouncementReply,
  },
  async ({ body, claims, handle }, ctx) => {
    const practiceId = body.audience === 'practice' ? (body.practiceId ?? null) : null;
    if (practiceId && (await ctx.store.readStream(practiceStream(practiceId))).version < 0) {
      throw new DomainError('validation', 'ANNOUNCEMENT_INVALID', ANNOUNCEMENT_MESSAGES.practiceRequired);
    }
    const content: AnnouncementContent = {
      audience: body.audience,
      practiceId,
      headline: body.headline ?? '',
      message: body.message,
      liveDate: new Date(body.liveDate).toISOString(),
      takeDownDate: body.takeDownDate ? new Date(body.takeDownDate).toISOString() : null,
      type: body.type ?? 'general',
      priority: body.priority ?? 'normal',
      url: body.url ? body.url : null,
      urlDisplayText: body.url && body.urlDisplayText ? body.urlDisplayText : null,
    };
    const announcementId = body.id ?? uuidv7();
    const command = { announcementId, existing: body.id !== undefined, state: body.state, content, savedBy: claims.sub, now: new Date() };
    const { result, events } = await handle(announcementStream(announcementId), announcementDecider, (s) => decideSaveAnnouncement(command, s));
    const type = events[0]?.type;
    const status: AnnouncementStatus = type === 'AnnouncementDrafted' ? 'draft' : type === 'AnnouncementScheduled' ? 'scheduled' : 'live';
    return { id: announcementId, status, position: result?.position ?? null };
  },
);
