import { v7 as uuidv7 } from 'uuid';
import { analysisJobDecider } from '../../../domain/analysis-jobs/analysis-job-decider';
import { analysisJobStream } from '../../../domain/analysis-jobs/events';
import { todayIn } from '../../../domain/reports/report-days';
import { timeZoneOfState } from '../../../domain/reports/time-zones';
import { DomainError } from '../../../domain/shared/errors';
import { WHAT_IF_GROUPS, whatIfScope } from '../../../domain/what-if/access';
import { requestWhatIfInput, requestWhatIfReply } from '../../../domain/what-if/api-schemas';
import { INVALID_WHAT_IF, WHAT_IF_MESSAGES } from '../../../domain/what-if/messages';
import { decideRequestWhatIf } from '../../../domain/what-if/request-what-if';
import { assertWhatIfPeriod, whatIfParamsOf } from '../../../domain/what-if/scenario';
import { commandRoute } from '../../lib/command-route';
import { loadPractice } from '../../lib/load-location';

/**
 * POST /api/what-if/request (issue #32): a practice administrator asks what a past period would
 * have looked like under another pricing strategy — anything the pricing screens can express: a
 * strategy of any type with its tiers and minimums, and custom rules (checked by the pricing
 * screens' own rules). The period is whole months on the practice's clock, begun, at most 36
 * months; the locations are the practice's. A worker replays it in the background.
 */
export const requestWhatIfRoute = commandRoute(
  {
    path: '/api/what-if/request',
    tags: ['what-if'],
    summary: 'Replay a past period under another pricing strategy (in the background)',
    auth: [...WHAT_IF_GROUPS],
    body: requestWhatIfInput,
    reply: requestWhatIfReply,
  },
  async ({ body, claims, handle }, ctx) => {
    const { practiceId } = whatIfScope(claims);
    const now = new Date();
    const practice = await loadPractice(ctx.store, practiceId);
    const locations = new Set(practice?.locations.map((l) => l.locationId) ?? []);
    const currentMonth = todayIn(timeZoneOfState(practice?.locations[0]?.state), now).slice(0, 7);
    assertWhatIfPeriod(body.fromMonth, body.toMonth, currentMonth);
    if (body.locationIds?.some((id) => !locations.has(id))) throw new DomainError('validation', INVALID_WHAT_IF, WHAT_IF_MESSAGES.unknownLocation, { field: 'locationIds' });
    const params = whatIfParamsOf(body);
    const jobId = uuidv7();
    const { result, events } = await handle(analysisJobStream(jobId), analysisJobDecider, (s) => decideRequestWhatIf({ jobId, practiceId, params, now }, s), { newStream: true });
    return { jobId, label: events[0]!.data.label, position: result!.position };
  },
);
