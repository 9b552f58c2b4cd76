import { PageHeader } from '@/components/page-header';
import { OperationsConsole } from '@/features/operations/components/operations-console';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /operations/console: the operations console (issue #33), operators only (the area's layout). */
export default function OperationsConsoleRoute() {
  useDocumentTitle('Operations console');
  return (
    <>
      <PageHeader title="Operations console" description="Projections, queues and processes of this deployment, live. Every action is recorded with your name in the log." />
      <OperationsConsole />
    </>
  );
}
