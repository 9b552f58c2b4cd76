import { announcementDecider } from '../../domain/announcements/announcement-decider';
import { decideArchiveAnnouncement } from '../../domain/announcements/archive-announcement';
import { type AnnouncementContent, announcementStream } from '../../domain/announcements/events';
import { decideSaveAnnouncement } from '../../domain/announcements/save-announcement';
import type { EventMetadata, EventStore } from '../../infra/event-store/port';
import { handleCommand } from '../lib/handle-command';
import { DEMO_CSR } from './demo-data';

const DAY = 86_400_000;

/**
 * Demo announcements (issue #16), one in each state a CSR meets: live (one for practices, one for
 * patients), scheduled (goes live in three days), a draft and an archived one; written by the demo CSR through the same deciders.
 */
export async function seedAnnouncements(store: EventStore, now: Date): Promise<void> {
  const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
  const meta = (): EventMetadata => ({ actor: { accountNumber: DEMO_CSR.accountNumber, customerGroup: 'CSR' }, correlationId: 'seed-announcements', occurredAt: now.toISOString(), schemaVersion: 1 });
  const base = { practiceId: null, takeDownDate: null, url: null, urlDisplayText: null } as const;
  const demo: { id: string; state: 'draft' | 'live'; archive?: boolean; content: AnnouncementContent }[] = [
    {
      id: 'demo-ann-live',
      state: 'live',
      content: { ...base, audience: 'practices', headline: 'Holiday shipping schedule', message: 'Orders placed after December 20 ship on January 2. Plan your patients’ reorders early.', liveDate: at(-2 * DAY), takeDownDate: at(30 * DAY), type: 'general', priority: 'important', url: 'https://www.lensloop.example/shipping', urlDisplayText: 'Shipping calendar' },
    },
    {
      id: 'demo-ann-live-patients',
      state: 'live',
      content: { ...base, audience: 'patients', headline: 'Reorder reminders by text', message: 'Turn on reorder reminders in Notifications and we will text you before your lenses run out.', liveDate: at(-1 * DAY), type: 'tip', priority: 'normal' },
    },
    {
      id: 'demo-ann-scheduled',
      state: 'live',
      content: { ...base, audience: 'patients', headline: 'Spring savings on annual supplies', message: 'Save on an annual supply of your contact lenses this spring.', liveDate: at(3 * DAY), takeDownDate: at(33 * DAY), type: 'promotion', priority: 'normal' },
    },
    {
      id: 'demo-ann-draft',
      state: 'draft',
      content: { ...base, audience: 'everyone', headline: 'Planned maintenance', message: 'Lensloop will be unavailable for one hour on Sunday night for maintenance.', liveDate: at(7 * DAY), type: 'general', priority: 'urgent' },
    },
    {
      id: 'demo-ann-archived',
      state: 'live',
      archive: true,
      content: { ...base, audience: 'patients', headline: 'Caring for your lenses', message: 'Replace your lens case every three months and never rinse lenses with tap water.', liveDate: at(-40 * DAY), type: 'tip', priority: 'normal' },
    },
  ];
  for (const a of demo) {
    const stream = announcementStream(a.id);
    await handleCommand(store, stream, announcementDecider, (s) => decideSaveAnnouncement({ announcementId: a.id, existing: false, state: a.state, content: a.content, savedBy: DEMO_CSR.accountNumber, now }, s), { metadata: meta() });
    if (a.archive) await handleCommand(store, stream, announcementDecider, (s) => decideArchiveAnnouncement({ announcementId: a.id, now }, s), { metadata: meta() });
  }
}
