/**
 * Announcement rules (spec points 3, 4, 8, 9; issue #16). Pure: shared by the API, the read side,
 * the live channel and the browser forms.
 */

/** Who an announcement is for (decision D-330). */
export const ANNOUNCEMENT_AUDIENCES = ['everyone', 'practices', 'practice', 'patients'] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];
export const AUDIENCE_LABELS: Record<AnnouncementAudience, string> = {
  everyone: 'Everyone (practices and patients)',
  practices: 'All practices (staff and administrators)',
  practice: 'One practice',
  patients: 'All patients',
};

/** Spec point 3 "Priorities: important, urgent"; `normal` is neither (decision D-332). */
export const ANNOUNCEMENT_PRIORITIES = ['normal', 'important', 'urgent'] as const;
export type AnnouncementPriority = (typeof ANNOUNCEMENT_PRIORITIES)[number];

/** The entity's `type` (decision D-333): promotions and tips to patients may also go out by e-mail/SMS. */
export const ANNOUNCEMENT_TYPES = ['general', 'promotion', 'tip'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

/** The entity's `state` on a save (spec point 4: "A save is draft or live depending on the state field"). */
export const ANNOUNCEMENT_STATES = ['draft', 'live'] as const;
export type AnnouncementState = (typeof ANNOUNCEMENT_STATES)[number];

/** Where an announcement is, as the lists see it: active = scheduled or live. */
export const ANNOUNCEMENT_STATUSES = ['draft', 'scheduled', 'live', 'archived'] as const;
export type AnnouncementStatus = (typeof ANNOUNCEMENT_STATUSES)[number];
export const ANNOUNCEMENT_LISTS = ['active', 'drafts', 'archives'] as const;
export type AnnouncementList = (typeof ANNOUNCEMENT_LISTS)[number];

export function listOfStatus(status: AnnouncementStatus): AnnouncementList {
  return status === 'draft' ? 'drafts' : status === 'archived' ? 'archives' : 'active';
}

/** Spec point 9 "Announcement constant 72": the headline's maximum length in characters (decision D-331). */
export const ANNOUNCEMENT_HEADLINE_MAX = 72;
/** The message's maximum length (decision D-334). */
export const ANNOUNCEMENT_MESSAGE_MAX = 2000;
export const ANNOUNCEMENT_URL_MAX = 2048;

export const ANNOUNCEMENT_MESSAGES = {
  stateRequired: 'Choose whether to save as a draft or publish.',
  audienceRequired: 'Choose who the announcement is for.',
  practiceRequired: 'Choose the practice this announcement is for.',
  messageRequired: 'A message is required.',
  messageTooLong: `The message can be at most ${ANNOUNCEMENT_MESSAGE_MAX} characters.`,
  headlineTooLong: `The headline can be at most ${ANNOUNCEMENT_HEADLINE_MAX} characters.`,
  headlinePlain: 'The headline must be plain text (no < or > characters).',
  liveDateRequired: 'A live date is required.',
  dateInvalid: 'Enter a valid date and time.',
  takeDownAfterLive: 'The take-down date must be after the live date.',
  takeDownPast: 'The take-down date has already passed.',
  urlInvalid: 'The link must be a web address starting with http:// or https://.',
  urlTextTooLong: `The link text can be at most ${ANNOUNCEMENT_HEADLINE_MAX} characters.`,
  urlTextWithoutUrl: 'Link text needs a link.',
  notFound: 'Announcement not found.',
  deleteActive: 'Take the announcement down before deleting it.',
  takeDownNotActive: 'Only an active announcement can be taken down.',
} as const;

/** http(s) only: anything else (javascript:, data:, relative paths) is refused. */
export function isWebUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.length > 0;
  } catch {
    return false;
  }
}

/** Plain text: no angle brackets (a headline is never markup). */
export function isPlainText(value: string): boolean {
  return !/[<>]/.test(value);
}

/** The one audience rule (guide §4): may this signed-in user see this announcement? */
export interface AnnouncementViewer {
  customerGroup: string;
  practiceId?: string | null;
}
export function isInAudience(a: { audience: AnnouncementAudience; practiceId: string | null }, viewer: AnnouncementViewer): boolean {
  const practiceSide = viewer.customerGroup === 'Staff' || viewer.customerGroup === 'Practice';
  const patient = viewer.customerGroup === 'Patient';
  switch (a.audience) {
    case 'everyone':
      return practiceSide || patient;
    case 'practices':
      return practiceSide;
    case 'practice':
      return practiceSide && !!viewer.practiceId && viewer.practiceId === a.practiceId;
    case 'patients':
      return patient;
  }
}

/** Audiences a viewer belongs to (for reading the live list by SQL). */
export function audiencesOf(viewer: AnnouncementViewer): AnnouncementAudience[] {
  if (viewer.customerGroup === 'Patient') return ['everyone', 'patients'];
  if (viewer.customerGroup === 'Staff' || viewer.customerGroup === 'Practice') return viewer.practiceId ? ['everyone', 'practices', 'practice'] : ['everyone', 'practices'];
  return [];
}

/** Dashboard order: urgent first, then important, then newest live date. */
const PRIORITY_RANK: Record<AnnouncementPriority, number> = { urgent: 0, important: 1, normal: 2 };
export function compareForDashboard(a: { priority: AnnouncementPriority; liveDate: string }, b: { priority: AnnouncementPriority; liveDate: string }): number {
  return PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] || b.liveDate.localeCompare(a.liveDate);
}
