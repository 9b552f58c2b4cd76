import { useLocation } from 'react-router-dom';
import type { AnnouncementList } from '@domain/announcements/announcement-rules';
import { ButtonLink } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { AnnouncementsList } from '@/features/announcements/components/announcements-list';
import { useDocumentTitle } from '@/hooks/use-document-title';

const TITLES: Record<AnnouncementList, string> = { active: 'Active Announcements', drafts: 'Draft Announcements', archives: 'Archived Announcements' };

/** /csr/announcements/active, /drafts, /archives: "Manage Announcements" (spec point 2). */
export default function AnnouncementsRoute() {
  const { pathname } = useLocation();
  const list: AnnouncementList = pathname.endsWith('/drafts') ? 'drafts' : pathname.endsWith('/archives') ? 'archives' : 'active';
  useDocumentTitle(TITLES[list]);
  return (
    <>
      <PageHeader
        eyebrow="Manage Announcements"
        title={TITLES[list]}
        description="Announcements reach practices and patients on their dashboards at their live date and leave at their take-down date."
        actions={<ButtonLink to={paths.csr.announcementCreate.getHref()}>New announcement</ButtonLink>}
      />
      <AnnouncementsList list={list} />
    </>
  );
}
