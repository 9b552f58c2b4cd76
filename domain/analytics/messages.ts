/** Words of the analytics export routes (issue #32). */
export const ANALYTICS_EXPORT_NOT_FOUND = 'ANALYTICS_EXPORT_NOT_FOUND';
export const ANALYTICS_EXPORT_MESSAGES = {
  notFound: 'This export no longer exists.',
} as const;
