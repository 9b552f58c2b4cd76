import { RouteHeader } from '@/components/route-header';
import { PracticeSignups } from '@/features/support/components/practice-signups';

/** /csr/practice-signups (issue #17). */
export default function PracticeSignupsRoute() {
  return (
    <>
      <RouteHeader title="Practice Sign-ups" description="Practices asking to join Lensloop. Approving registers the practice and emails its administrator a welcome link." />
      <PracticeSignups />
    </>
  );
}
