import { useEffect } from 'react';
import { paths } from '@/config/paths';
import { ImpersonationGate } from '@/features/support/components/impersonation-gate';
import { supportMenu } from '@/features/shell/menus';
import { useImpersonation } from '@/hooks/use-impersonation';
import { useSession } from '@/hooks/use-session';
import { clearReturnPath } from '@/lib/impersonation';
import { AreaLayout } from '@/app/routes/area-layout';

/**
 * /csr/*: customer-service representatives only. While the CSR acts as a customer, opening the
 * support area (e.g. to search again) first asks to end that session (spec point 4).
 */
export default function CsrLayoutRoute() {
  const session = useSession();
  const impersonation = useImpersonation();
  const back = Boolean(session && !impersonation && session.user.customerGroup === 'CSR');
  // Back in the support area after an impersonation: the redirect that brought us here is done.
  useEffect(() => {
    if (back) clearReturnPath();
  }, [back]);
  if (session && impersonation) return <ImpersonationGate impersonation={impersonation} user={session.user} />;
  return <AreaLayout area="Support" homeHref={paths.csr.root.getHref()} allow={['CSR']} menu={supportMenu} detail={() => 'Lensloop support'} />;
}
