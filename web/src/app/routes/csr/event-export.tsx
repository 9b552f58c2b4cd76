import { PageHeader } from '@/components/page-header';
import { EventExportForm } from '@/features/history/components/event-export-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /csr/event-export: the analyst export of the event log as NDJSON (issue #6). */
export default function EventExportRoute() {
  useDocumentTitle('Event Export');
  return (
    <>
      <PageHeader
        title="Event Log Export"
        description="Download the event log, or one kind of stream of it, for analysis: every change in the order it happened, one JSON event per line."
      />
      <EventExportForm />
    </>
  );
}
