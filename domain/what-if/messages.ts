/** What users read about what-if replays (issue #32): the API's messages, shown next to the field they concern. */
export const WHAT_IF_MESSAGES = {
  monthInvalid: 'Choose a month (MM/YYYY).',
  fromAfterTo: 'The first month must not be after the last.',
  periodTooLong: (months: number) => `Choose a period of at most ${months} months.`,
  notPast: (latest: string) => `Choose a period that has begun: the latest month is ${latest}.`,
  tooOld: 'Choose a month from the year 2000 on.',
  unknownLocation: 'Choose locations of your practice.',
  nameTooLong: 'Use at most 80 characters.',
  tooManyRules: 'At most 200 rules.',
  notFound: 'This what-if no longer exists: it was deleted, or it never did. Choose another one from the list.',
  notReady: 'This what-if has not finished yet: its figures appear here when it has.',
} as const;

export const WHAT_IF_NOT_FOUND = 'WHAT_IF_NOT_FOUND';
export const INVALID_WHAT_IF = 'INVALID_WHAT_IF';

/** The longest period a what-if replays. */
export const WHAT_IF_MAX_MONTHS = 36;
