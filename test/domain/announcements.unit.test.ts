import { describe, expect, it } from 'vitest';
import { announcementDecider, type AnnouncementDeciderState } from '../../domain/announcements/announcement-decider';
import { isInAudience, isWebUrl } from '../../domain/announcements/announcement-rules';
import { announcementTimerRule, decidePublishDue, decideTakeDownDue } from '../../domain/announcements/announcement-timers';
import { saveAnnouncementInput } from '../../domain/announcements/api-schemas';
import { decideArchiveAnnouncement } from '../../domain/announcements/archive-announcement';
import { decideBookmarkAnnouncement } from '../../domain/announcements/bookmark-announcement';
import { decideDeleteAnnouncement } from '../../domain/announcements/delete-announcement';
import type { AnnouncementContent, AnnouncementEvent } from '../../domain/announcements/events';
import { decideSaveAnnouncement, type SaveAnnouncementCommand } from '../../domain/announcements/save-announcement';
import { fold } from '../../domain/shared/decider';
import { deciderSpec } from '../support/decider-spec';

const NOW = new Date('2026-12-01T09:00:00.000Z');
const content = (over: Partial<AnnouncementContent> = {}): AnnouncementContent => ({
  audience: 'practices', practiceId: null, headline: 'Holiday hours', message: 'We close early.', liveDate: '2026-12-01T08:00:00.000Z', takeDownDate: null,
  type: 'general', priority: 'urgent', url: null, urlDisplayText: null, ...over,
});
const save = (state: 'draft' | 'live', c: AnnouncementContent, existing = false) => ({ announcementId: 'a1', existing, state, content: c, savedBy: 'CSR1', now: NOW });
const spec = deciderSpec({ initial: announcementDecider.initialState, evolve: announcementDecider.evolve, decide: (c: SaveAnnouncementCommand, s: AnnouncementDeciderState): AnnouncementEvent[] => decideSaveAnnouncement(c, s) });
const drafted = (c = content()): AnnouncementEvent => ({ type: 'AnnouncementDrafted', data: { announcementId: 'a1', content: c, savedBy: 'CSR1' } });
const scheduled = (c = content({ liveDate: '2026-12-02T00:00:00.000Z' })): AnnouncementEvent => ({ type: 'AnnouncementScheduled', data: { announcementId: 'a1', content: c, savedBy: 'CSR1' } });
const published = (c = content()): AnnouncementEvent => ({ type: 'AnnouncementPublished', data: { announcementId: 'a1', content: c, publishedAt: NOW.toISOString(), by: 'save' } });
const takenDown: AnnouncementEvent = { type: 'AnnouncementTakenDown', data: { announcementId: 'a1', takenDownAt: NOW.toISOString(), by: 'csr' } };

describe('save (spec points 4, 8)', () => {
  it('is a draft or live by the state field; a future live date schedules it', () => {
    spec.given([]).when(save('draft', content())).then([drafted()]);
    spec.given([]).when(save('live', content())).then([published()]);
    const later = content({ liveDate: '2026-12-02T00:00:00.000Z' });
    spec.given([]).when(save('live', later)).then([scheduled(later)]);
    spec.given([published()]).when(save('live', content({ message: 'New text' }), true)).then([{ type: 'AnnouncementEdited', data: { announcementId: 'a1', content: content({ message: 'New text' }), savedBy: 'CSR1' } }]);
    // Republish: an archived one saved live again goes live.
    spec.given([published(), takenDown]).when(save('live', content(), true)).then([published()]);
    // Back to drafts.
    spec.given([published()]).when(save('draft', content(), true)).then([drafted()]);
  });
  it('refuses bad content and unknown ids', () => {
    spec.given([]).when(save('live', content({ takeDownDate: '2026-12-01T07:00:00.000Z' }))).thenThrows({ message: 'The take-down date must be after the live date.' });
    spec.given([]).when(save('live', content({ liveDate: '2026-11-01T00:00:00.000Z', takeDownDate: '2026-11-20T00:00:00.000Z' }))).thenThrows({ message: 'The take-down date has already passed.' });
    spec.given([]).when(save('live', content({ message: 'x'.repeat(10_000) }))).thenThrows({ message: 'The message can be at most 2000 characters.' });
    spec.given([]).when(save('live', content({ headline: '<script>alert(1)</script>' }))).thenThrows({ message: 'The headline must be plain text (no < or > characters).' });
    spec.given([]).when(save('live', content({ url: 'javascript:alert(1)' }))).thenThrows({ message: 'The link must be a web address starting with http:// or https://.' });
    spec.given([]).when(save('live', content({ audience: 'practice' }))).thenThrows({ message: 'Choose the practice this announcement is for.' });
    spec.given([]).when(save('live', content(), true)).thenThrows({ kind: 'not_found' });
    spec.given([drafted()]).when(save('live', content(), false)).thenThrows({ kind: 'conflict' });
  });
  it('the API schema gives each bad field its message', () => {
    const base = { state: 'live', audience: 'practices', message: 'Hi', liveDate: '2026-12-01T08:00:00.000Z' };
    const errors = (v: unknown) => {
      const r = saveAnnouncementInput.safeParse(v);
      return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
    };
    expect(errors(base)).toEqual({});
    expect(errors({})).toMatchObject({ state: 'Choose whether to save as a draft or publish.', audience: 'Choose who the announcement is for.', message: 'A message is required.', liveDate: 'A live date is required.' });
    expect(errors({ ...base, message: '   ' })).toEqual({ message: 'A message is required.' });
    expect(errors({ ...base, message: 'x'.repeat(10_000) })).toEqual({ message: 'The message can be at most 2000 characters.' });
    expect(errors({ ...base, headline: '<script>x</script>' })).toEqual({ headline: 'The headline must be plain text (no < or > characters).' });
    expect(errors({ ...base, headline: 'x'.repeat(73) })).toEqual({ headline: 'The headline can be at most 72 characters.' });
    expect(errors({ ...base, url: 'javascript:alert(1)' })).toEqual({ url: 'The link must be a web address starting with http:// or https://.' });
    expect(errors({ ...base, takeDownDate: '2026-12-01T07:00:00.000Z' })).toEqual({ takeDownDate: 'The take-down date must be after the live date.' });
    expect(errors({ ...base, liveDate: 'tomorrow' })).toEqual({ liveDate: 'Enter a valid date and time.' });
  });
});

describe('take down, delete, bookmark', () => {
  it('moves among active, drafts and archives', () => {
    const state = (events: AnnouncementEvent[]) => fold(announcementDecider, events);
    expect(decideArchiveAnnouncement({ announcementId: 'a1', now: NOW }, state([published()]))).toEqual([takenDown]);
    expect(decideArchiveAnnouncement({ announcementId: 'a1', now: NOW }, state([published(), takenDown]))).toEqual([]);
    expect(() => decideArchiveAnnouncement({ announcementId: 'a1', now: NOW }, state([drafted()]))).toThrow('Only an active announcement can be taken down.');
    expect(() => decideDeleteAnnouncement({ announcementId: 'a1', now: NOW }, state([published()]))).toThrow('Take the announcement down before deleting it.');
    expect(decideDeleteAnnouncement({ announcementId: 'a1', now: NOW }, state([published(), takenDown]))).toEqual([{ type: 'AnnouncementDeleted', data: { announcementId: 'a1', deletedAt: NOW.toISOString() } }]);
    expect(() => decideDeleteAnnouncement({ announcementId: 'a1', now: NOW }, state([drafted(), { type: 'AnnouncementDeleted', data: { announcementId: 'a1', deletedAt: '' } }]))).toThrow('Announcement not found.');
    expect(decideBookmarkAnnouncement({ announcementId: 'a1', isBookmarked: true }, state([drafted()]))).toEqual([{ type: 'AnnouncementBookmarkSet', data: { announcementId: 'a1', isBookmarked: true } }]);
    expect(decideBookmarkAnnouncement({ announcementId: 'a1', isBookmarked: false }, state([drafted()]))).toEqual([]);
  });
});

describe('scheduling (due work)', () => {
  const timers = (e: AnnouncementEvent) => announcementTimerRule.timersOf({ type: e.type, data: e.data, streamId: 'announcement-a1', occurredAt: NOW.toISOString() });
  it('a scheduled one sets its publish and take-down timers; publishing, drafting and taking down move or cancel them', () => {
    const c = content({ liveDate: '2026-12-02T00:00:00.000Z', takeDownDate: '2026-12-05T00:00:00.000Z' });
    expect(timers(scheduled(c))).toEqual({
      set: [
        { timerId: 'announcement.publish:announcement-a1', kind: 'announcement.publish', dueAt: '2026-12-02T00:00:00.000Z', payload: { streamId: 'announcement-a1' } },
        { timerId: 'announcement.takeDown:announcement-a1', kind: 'announcement.takeDown', dueAt: '2026-12-05T00:00:00.000Z', payload: { streamId: 'announcement-a1' } },
      ],
      cancel: [],
    });
    expect(timers(published(c)).cancel).toEqual(['announcement.publish:announcement-a1']);
    expect(timers(published(content())).cancel).toEqual(['announcement.publish:announcement-a1', 'announcement.takeDown:announcement-a1']);
    expect(timers(drafted())).toEqual({ cancel: ['announcement.publish:announcement-a1', 'announcement.takeDown:announcement-a1'] });
    expect(timers(takenDown)).toEqual({ cancel: ['announcement.publish:announcement-a1', 'announcement.takeDown:announcement-a1'] });
  });
  it('publishes a scheduled one once its live date has come, and only then; takes down at the take-down date', () => {
    const c = content({ liveDate: '2026-12-02T00:00:00.000Z', takeDownDate: '2026-12-05T00:00:00.000Z' });
    const s = fold(announcementDecider, [scheduled(c)]);
    expect(decidePublishDue({ announcementId: 'a1', now: new Date('2026-12-01T23:59:59.000Z') }, s)).toEqual([]);
    expect(decidePublishDue({ announcementId: 'a1', now: new Date('2026-12-02T00:00:00.000Z') }, s)).toEqual([
      { type: 'AnnouncementPublished', data: { announcementId: 'a1', content: c, publishedAt: '2026-12-02T00:00:00.000Z', by: 'schedule' } },
    ]);
    const live = fold(announcementDecider, [scheduled(c), published(c)]);
    expect(decidePublishDue({ announcementId: 'a1', now: new Date('2026-12-03T00:00:00.000Z') }, live)).toEqual([]); // never twice
    expect(decideTakeDownDue({ announcementId: 'a1', now: new Date('2026-12-04T00:00:00.000Z') }, live)).toEqual([]);
    expect(decideTakeDownDue({ announcementId: 'a1', now: new Date('2026-12-05T00:00:00.000Z') }, live)).toEqual([
      { type: 'AnnouncementTakenDown', data: { announcementId: 'a1', takenDownAt: '2026-12-05T00:00:00.000Z', by: 'schedule' } },
    ]);
    expect(decidePublishDue({ announcementId: 'a1', now: new Date('2026-12-03T00:00:00.000Z') }, fold(announcementDecider, [scheduled(c), drafted()]))).toEqual([]);
  });
});

describe('audience and urls', () => {
  it('shows each audience to its readers only', () => {
    const staffA = { customerGroup: 'Staff', practiceId: 'PR-1' };
    const patient = { customerGroup: 'Patient', practiceId: null };
    expect(isInAudience({ audience: 'practices', practiceId: null }, staffA)).toBe(true);
    expect(isInAudience({ audience: 'practices', practiceId: null }, patient)).toBe(false);
    expect(isInAudience({ audience: 'patients', practiceId: null }, patient)).toBe(true);
    expect(isInAudience({ audience: 'patients', practiceId: null }, staffA)).toBe(false);
    expect(isInAudience({ audience: 'practice', practiceId: 'PR-1' }, staffA)).toBe(true);
    expect(isInAudience({ audience: 'practice', practiceId: 'PR-2' }, staffA)).toBe(false);
    expect(isInAudience({ audience: 'everyone', practiceId: null }, { customerGroup: 'CSR' })).toBe(false);
  });
  it('accepts http(s) links only', () => {
    expect(isWebUrl('https://example.com/a')).toBe(true);
    expect(isWebUrl('http://example.com')).toBe(true);
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '/relative', 'ftp://x.y', 'https://']) expect(isWebUrl(bad)).toBe(false);
  });
});
