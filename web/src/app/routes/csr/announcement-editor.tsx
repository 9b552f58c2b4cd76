import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { SaveAnnouncementReply } from '@domain/announcements/api-schemas';
import { Alert } from '@/components/alert';
import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { useAnnouncement } from '@/features/announcements/api/get-announcement';
import { AnnouncementForm, type AnnouncementFormMode } from '@/features/announcements/components/announcement-form';
import { AnnouncementHistory } from '@/features/announcements/components/announcement-history';
import { useDocumentTitle } from '@/hooks/use-document-title';

const TITLES: Record<AnnouncementFormMode, string> = { create: 'Create Announcement', edit: 'Edit Announcement', republish: 'Republish Announcement' };

/** /csr/announcements/create, /edit?id=, /republish?id=: the announcement form, and the record's history. */
export default function AnnouncementEditorRoute() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const mode: AnnouncementFormMode = pathname.endsWith('/edit') ? 'edit' : pathname.endsWith('/republish') ? 'republish' : 'create';
  const id = mode === 'create' ? null : params.get('id');
  const record = useAnnouncement(id);
  useDocumentTitle(TITLES[mode]);
  const onSaved = (reply: SaveAnnouncementReply) =>
    navigate(reply.status === 'draft' ? paths.csr.announcementsDrafts.getHref() : paths.csr.announcementsActive.getHref());
  return (
    <>
      <PageHeader
        eyebrow="Manage Announcements"
        title={TITLES[mode]}
        description={mode === 'republish' ? 'Choose new dates to put this announcement back on the dashboards.' : 'Publish now, schedule it with a future live date, or keep it as a draft.'}
      />
      {mode !== 'create' && !id ? <Alert tone="error">Announcement not found.</Alert> : null}
      {id && record.isPending ? <Spinner label="Loading the announcement…" /> : null}
      {id && record.isError ? <Alert tone="error">{record.error.message}</Alert> : null}
      <div className="stack-lg">
        {mode === 'create' ? <AnnouncementForm mode="create" onSaved={onSaved} /> : null}
        {mode !== 'create' && record.data ? <AnnouncementForm key={record.data.announcement.id} mode={mode} announcement={record.data.announcement} onSaved={onSaved} /> : null}
        {record.data ? <AnnouncementHistory entries={record.data.history} /> : null}
      </div>
    </>
  );
}
