import { useDocumentTitle } from '@/hooks/use-document-title';
import { PageHeader } from './page-header';

export type Workstream = 'ordering' | 'pricing and reports' | 'accounts' | 'practice workspace' | 'announcements';

interface ComingSoonProps {
  title: string;
  workstream: Workstream;
}

/** An honest placeholder for a screen of a later slice: no fake data, no dead controls. */
export function ComingSoon({ title, workstream }: ComingSoonProps) {
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} />
      <section className="card coming-soon" aria-label={`${title} status`}>
        <svg className="coming-soon__icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
          <circle cx="24" cy="24" r="20" fill="none" stroke="currentColor" strokeWidth="2.5" />
          <path d="M24 13v12l8 5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        <p>This screen is coming with the {workstream} work.</p>
      </section>
    </>
  );
}
