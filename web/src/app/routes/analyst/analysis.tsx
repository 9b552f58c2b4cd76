import { RouteHeader } from '@/components/route-header';
import { AnalysisScreen } from '@/features/analysis/components/analysis-screen';

/** /analyst/analysis (issue #32): SQL over every practice's de-identified export. */
export default function AnalystAnalysisRoute() {
  return (
    <>
      <RouteHeader title="Analysis" description="Ask the de-identified history of every practice in SQL: the export’s tables are listed beside the editor; start from a starter query or your saved ones." />
      <AnalysisScreen />
    </>
  );
}
