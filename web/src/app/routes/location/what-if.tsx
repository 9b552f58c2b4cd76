import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@/components/alert';
import { askedJobText } from '@/components/job-status';
import { RetryButton } from '@/components/retry-button';
import { RouteHeader } from '@/components/route-header';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { usePricingCategories } from '@/features/pricing/api/get-pricing-categories';
import { usePricingProducts } from '@/features/pricing/api/get-pricing-products';
import { strategyQueryOptions } from '@/features/pricing/api/get-strategy';
import { StrategyFields } from '@/features/pricing/components/strategy-fields';
import { useWhatIfs } from '@/features/what-if/api/list-what-ifs';
import { WhatIfForm } from '@/features/what-if/components/what-if-form';
import { WHAT_IFS_PAGE_SIZE, WhatIfsTable } from '@/features/what-if/components/what-ifs-table';
import { useSession } from '@/hooks/use-session';

const ASKED_WORDS = {
  pending: 'replaying. Its progress shows below; open it when it is ready.',
  ready: 'ready. Open it below.',
  failed: 'could not be replayed. The reason shows below.',
};
const CUSTOM_HELP = 'Your own markups or prices for products, brands, product types, manufacturers or your favorites, as rules below. Products without a rule use suggested pricing.';

/**
 * /location/what-if (issue #32): a practice administrator replays a past period under another
 * pricing strategy — the pricing feature's own strategy fields inside the what-if form — and
 * finds the replays asked for before, with their progress. Staff are told who can.
 */
export default function WhatIfRoute() {
  const session = useSession();
  return (
    <>
      <RouteHeader
        title="What-if Pricing"
        description="What would a past period have looked like under another pricing strategy? Revenue, margin, what patients paid and the rebates they could claim, per month and brand, as they were and as they would have been."
      />
      {session?.user.customerGroup === 'Practice' ? (
        <WhatIfScreen />
      ) : (
        <Alert tone="info">Only your practice administrator can run and read what-if pricing replays. Ask them if you need one.</Alert>
      )}
    </>
  );
}

function WhatIfScreen() {
  const [page, setPage] = useState(1);
  const [asked, setAsked] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const list = useWhatIfs({ limit: WHAT_IFS_PAGE_SIZE, offset: (page - 1) * WHAT_IFS_PAGE_SIZE });
  const firstLocation = list.data?.locations[0]?.locationId ?? null;
  const categories = usePricingCategories(firstLocation);
  const products = usePricingProducts({ locationId: firstLocation ?? '', sort: 'az', limit: 100, offset: 0 });
  if (list.isError) return <Alert tone="error" title="Your what-ifs could not be loaded" action={<RetryButton onRetry={list.refetch} />} />;
  if (!list.data) return <Spinner label="Loading your what-ifs…" />;
  const choices = {
    brands: (categories.data?.categories ?? []).map((c) => [c.recordId, c.name] as const),
    manufacturers: (categories.data?.manufacturers ?? []).map((m) => [m.manufacturerId, m.name] as const),
    products: (products.data?.items ?? []).map((p) => [p.productId, p.productName] as const),
  };
  return (
    <div className="stack-lg">
      <WhatIfForm
        form={list.data}
        strategyFields={<StrategyFields customHelp={CUSTOM_HELP} />}
        choices={choices}
        loadPricing={(locationId) => queryClient.fetchQuery(strategyQueryOptions(locationId))}
        onRequested={(reply) => setAsked(reply.label)}
      />
      <section className="card card--padded stack-md" aria-labelledby="what-ifs-title">
        <h2 id="what-ifs-title" className="section-title">
          Your what-ifs <span className="section-title__count">{list.data.total}</span>
        </h2>
        <div aria-live="polite">{asked ? <p>{askedJobText(asked, list.data.whatIfs.find((w) => w.label === asked)?.status, ASKED_WORDS)}</p> : null}</div>
        <WhatIfsTable whatIfs={list.data.whatIfs} total={list.data.total} page={page} onPageChange={setPage} resultHref={(jobId) => paths.location.whatIfResult.getHref(jobId)} />
      </section>
    </div>
  );
}

