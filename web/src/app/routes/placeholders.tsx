import { ComingSoon } from '@/components/coming-soon';

/**
 * Screens of later slices (spec point 2). Each says plainly which work brings it; no fake data.
 * One module so the route table can load them together.
 */
export const AnnouncementsActive = () => <ComingSoon title="Active Announcements" workstream="announcements" />;
export const AnnouncementsDrafts = () => <ComingSoon title="Draft Announcements" workstream="announcements" />;
export const AnnouncementsArchives = () => <ComingSoon title="Archived Announcements" workstream="announcements" />;
