import { useParams } from 'react-router-dom';
import { Breadcrumb } from '@/components/breadcrumb';
import { paths } from '@/config/paths';
import { AuditSession } from '@/features/support/components/audit-session';

/** /csr/impersonations/:impersonationId: one session of the audit trail with every change. */
export default function ImpersonationRoute() {
  const { impersonationId = '' } = useParams();
  return (
    <>
      <Breadcrumb parent={{ label: 'Audit Trail', to: paths.csr.impersonations.getHref() }} current="Session" />
      <AuditSession key={impersonationId} impersonationId={impersonationId} />
    </>
  );
}
