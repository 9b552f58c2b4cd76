import { useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { Breadcrumb } from '@/components/breadcrumb';
import { RouteHeader } from '@/components/route-header';
import { paths } from '@/config/paths';
import { WhatIfResult } from '@/features/what-if/components/what-if-result';
import { useSession } from '@/hooks/use-session';

/** /location/what-if/result?jobId= (issue #32): one finished what-if's figures, for the practice administrator. */
export default function WhatIfResultRoute() {
  const [params] = useSearchParams();
  const session = useSession();
  const jobId = params.get('jobId');
  return (
    <>
      <Breadcrumb parent={{ to: paths.location.whatIf.getHref(), label: 'What-if Pricing' }} current="Figures" />
      <RouteHeader title="What-if figures" description="As they were → as they would have been, and the change, per month and brand." />
      {session?.user.customerGroup !== 'Practice' ? (
        <Alert tone="info">Only your practice administrator can run and read what-if pricing replays.</Alert>
      ) : jobId ? (
        <WhatIfResult jobId={jobId} />
      ) : (
        <Alert tone="error">Choose a what-if from the list.</Alert>
      )}
    </>
  );
}
