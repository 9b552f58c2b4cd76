import type { WhatIfView } from '../../../domain/what-if/api-schemas';
import { whatIfParamsFrom } from '../../../domain/what-if/scenario';
import { toStrategyView } from '../../../domain/pricing/update-strategy';
import { SUGGESTED_STRATEGY } from '../../../domain/pricing/events';
import { type AnalysisJobRow, analysisJobView, jobParams } from '../../lib/analysis-jobs';

/** A what-if job as the list and the result show it: the job, and what it replays. */
export function whatIfViewOf(row: AnalysisJobRow, names: Map<string, string>): WhatIfView {
  const p = whatIfParamsFrom(jobParams(row));
  return {
    ...analysisJobView(row, names),
    name: p?.name ?? row.label,
    fromMonth: p?.fromMonth ?? '',
    toMonth: p?.toMonth ?? '',
    locationIds: p?.locationIds ?? null,
    strategy: toStrategyView(p?.strategy ?? SUGGESTED_STRATEGY),
    ruleCount: p?.rules.length ?? 0,
    description: p?.description ?? [],
  };
}
