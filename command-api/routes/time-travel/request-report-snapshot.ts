import { v7 as uuidv7 } from 'uuid';
import { analysisJobDecider } from '../../../domain/analysis-jobs/analysis-job-decider';
import { analysisJobStream } from '../../../domain/analysis-jobs/events';
import { timeZoneOfState } from '../../../domain/reports/time-zones';
import { TIME_TRAVEL_GROUPS, timeTravelScope } from '../../../domain/time-travel/access';
import { requestReportSnapshotInput, requestReportSnapshotReply } from '../../../domain/time-travel/api-schemas';
import { decideRequestReportSnapshot } from '../../../domain/time-travel/request-report-snapshot';
import { snapshotKey } from '../../../domain/time-travel/snapshot-key';
import { snapshotIdOf, snapshotMoment } from '../../../domain/time-travel/snapshot-moment';
import { logStart } from '../../../infra/event-store/log-start';
import { commandRoute } from '../../lib/command-route';
import { loadPractice } from '../../lib/load-location';
import { claimSnapshotKey } from './claim-snapshot-key';

/**
 * POST /api/time-travel/snapshots/request (issue #32): a practice user who may read the reports
 * asks for them as they stood at a moment on the practice's clock. Checked first, each next to its
 * field and changing nothing when refused: a real date and time, already over, not before the log's
 * history, and no other snapshot of the practice at that moment (building or ready: 409). Appends
 * the key's claim and AnalysisJobRequested; a worker builds it in the background.
 */
export const requestReportSnapshotRoute = commandRoute(
  {
    path: '/api/time-travel/snapshots/request',
    tags: ['time travel'],
    summary: 'Ask for the reports as they stood at a past moment (built in the background)',
    auth: [...TIME_TRAVEL_GROUPS],
    body: requestReportSnapshotInput,
    reply: requestReportSnapshotReply,
  },
  async ({ body, claims, handle, metadata }, ctx) => {
    const { practiceId } = timeTravelScope(claims);
    const now = new Date();
    const practice = await loadPractice(ctx.store, practiceId);
    const timeZone = timeZoneOfState(practice?.locations[0]?.state);
    const earliest = await logStart(ctx.store, ctx.sql);
    const moment = snapshotMoment(body, { timeZone, now, earliestMs: earliest ? Date.parse(earliest) : null });
    const jobId = uuidv7();
    await claimSnapshotKey(ctx.store, { key: snapshotKey(practiceId, moment.key), jobId, label: moment.label, now }, metadata);
    const command = { jobId, practiceId, moment, timeZone, asOfDate: body.asOfDate, asOfTime: body.asOfTime || null, now };
    const { result } = await handle(analysisJobStream(jobId), analysisJobDecider, (s) => decideRequestReportSnapshot(command, s), { newStream: true });
    return { jobId, snapshotId: snapshotIdOf(jobId), asOf: moment.cutoff, label: `As of ${moment.label}`, position: result!.position };
  },
);
