export const staffNotificationKeys = {
  all: ['staff-notifications'] as const,
  list: () => [...staffNotificationKeys.all, 'list'] as const,
  count: () => [...staffNotificationKeys.all, 'count'] as const,
};
