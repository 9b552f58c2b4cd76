import { Alert } from '@/components/alert';
import { RouteHeader } from '@/components/route-header';
import { AnalysisScreen } from '@/features/analysis/components/analysis-screen';
import { useSession } from '@/hooks/use-session';

/** /location/analysis (issue #32): a practice administrator asks their own practice's de-identified history in SQL; staff are told who can. */
export default function PracticeAnalysisRoute() {
  const session = useSession();
  return (
    <>
      <RouteHeader title="Analysis" description="Ask your practice’s de-identified history in SQL: the export’s tables are listed beside the editor; start from a starter query or your saved ones." />
      {session?.user.customerGroup === 'Practice' ? <AnalysisScreen /> : <Alert tone="info">Only your practice administrator can question the practice’s history. Ask them if you need a figure.</Alert>}
    </>
  );
}
