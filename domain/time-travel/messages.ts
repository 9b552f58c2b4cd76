/** What users read about time travel (issue #32): the API's messages, shown next to the field they concern. */
export const TIME_TRAVEL_MESSAGES = {
  dateRequired: 'Enter the date to look back to.',
  dateInvalid: 'Enter a real date (MM/DD/YYYY).',
  timeInvalid: 'Enter a time as HH:MM (for example 15:30), or leave it empty for the end of the day.',
  future: (latest: string) => `Choose a moment that has passed: the latest you can choose now is ${latest}.`,
  dayNotOver: 'This day is not over yet: choose a time, or an earlier day.',
  dayToCome: (today: string) => `That day is still to come: choose ${today} or earlier.`,
  beforeHistory: (first: string) => `Your history starts on ${first}: choose that moment or later.`,
  noHistory: 'There is no history to look back on yet.',
  building: (label: string) => `A snapshot as of ${label} is already being built. Wait for it to finish.`,
  exists: (label: string) => `There is already a snapshot as of ${label}: compare with it in the list.`,
  notFound: 'This snapshot no longer exists: it was deleted, or it never did. Choose another one from the list.',
  notReady: 'This snapshot is not ready yet: wait until it has been built, then compare.',
  compareNeedsSnapshot: 'Choose the snapshot to compare with.',
} as const;

/** Codes of time travel's refusals. */
export const SNAPSHOT_NOT_FOUND = 'SNAPSHOT_NOT_FOUND';
export const SNAPSHOT_NOT_READY = 'SNAPSHOT_NOT_READY';
export const SNAPSHOT_BUILDING = 'SNAPSHOT_BUILDING';
export const SNAPSHOT_EXISTS = 'SNAPSHOT_EXISTS';
export const INVALID_AS_OF = 'INVALID_AS_OF';
