import { Link, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AuditSession } from '@/features/support/components/audit-session';

/** /csr/impersonations/:impersonationId: one session of the audit trail with every change. */
export default function ImpersonationRoute() {
  const { impersonationId = '' } = useParams();
  return (
    <>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to={paths.csr.impersonations.getHref()}>Audit Trail</Link>
          </li>
          <li aria-current="page">Session</li>
        </ol>
      </nav>
      <AuditSession key={impersonationId} impersonationId={impersonationId} />
    </>
  );
}
