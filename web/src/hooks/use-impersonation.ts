import { currentImpersonation, type Impersonation } from '@/lib/impersonation';
import { useSession } from './use-session';

/** The impersonation in progress (the CSR acting as the signed-in user), or null. Follows the session. */
export function useImpersonation(): Impersonation | null {
  const session = useSession();
  return session ? currentImpersonation() : null;
}
