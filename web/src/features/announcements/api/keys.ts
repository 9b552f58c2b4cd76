import type { ListAnnouncementsInput } from '@domain/announcements/api-schemas';

/** The announcements feature's one key root: the CSR lists and records, and the readers' live ones. */
export const announcementKeys = {
  all: ['announcements'] as const,
  lists: () => [...announcementKeys.all, 'list'] as const,
  list: (params: ListAnnouncementsInput) => [...announcementKeys.lists(), params] as const,
  detail: (id: string) => [...announcementKeys.all, 'detail', id] as const,
  active: () => [...announcementKeys.all, 'active'] as const,
};
