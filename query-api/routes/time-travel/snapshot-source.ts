import { timeTravelScope } from '../../../domain/time-travel/access';
import { SNAPSHOT_NOT_FOUND, SNAPSHOT_NOT_READY, TIME_TRAVEL_MESSAGES } from '../../../domain/time-travel/messages';
import { jobIdOfSnapshot } from '../../../domain/time-travel/snapshot-moment';
import type { AccessClaims } from '../../../domain/identity/access-token';
import { DomainError } from '../../../domain/shared/errors';
import type { QueryContext } from '../../lib/context';
import { practiceJob } from '../../lib/analysis-jobs';
import { formatLocalDateTime } from '../../../domain/time-travel/local-time';
import { practiceTimeZone, type ReportSource, reportSource } from '../reports/report-source';

/**
 * The snapshot a comparison reads (issue #32), for a caller who may use time travel: one of their
 * practice's ready snapshots, or one built on the command line. Missing, deleted or another
 * practice's → 404; still building → 409 (both change nothing and say so in words).
 */
export async function comparedSnapshot(
  ctx: QueryContext,
  claims: AccessClaims,
  asOf: string | undefined,
  projection: string,
): Promise<{ practiceId: string; timeZone: string; source: ReportSource & { snapshot: NonNullable<ReportSource['snapshot']> & { label: string } } }> {
  const { practiceId } = timeTravelScope(claims);
  if (!asOf) throw new DomainError('validation', 'VALIDATION_ERROR', TIME_TRAVEL_MESSAGES.compareNeedsSnapshot, { field: 'asOf' });
  const jobId = jobIdOfSnapshot(asOf);
  const job = jobId ? await practiceJob(ctx.db, practiceId, 'report-snapshot', jobId) : undefined;
  if (jobId && !job) throw new DomainError('not_found', SNAPSHOT_NOT_FOUND, TIME_TRAVEL_MESSAGES.notFound);
  if (job && job.status !== 'completed') throw new DomainError('conflict', SNAPSHOT_NOT_READY, TIME_TRAVEL_MESSAGES.notReady);
  const source = await reportSource(ctx, asOf, projection, practiceId).catch((err: unknown) => {
    throw err instanceof DomainError && err.kind === 'not_found' ? new DomainError('not_found', SNAPSHOT_NOT_FOUND, TIME_TRAVEL_MESSAGES.notFound) : err;
  });
  if (!source.snapshot) throw new DomainError('not_found', SNAPSHOT_NOT_FOUND, TIME_TRAVEL_MESSAGES.notFound);
  const timeZone = await practiceTimeZone(ctx.db, practiceId);
  // A snapshot asked for from the screens is named as it was asked; one built on the command line by its cutoff.
  const label = job?.label ?? `As of ${formatLocalDateTime(Date.parse(source.snapshot.asOf), timeZone)}`;
  return { practiceId, timeZone, source: { schema: source.schema, snapshot: { ...source.snapshot, label } } };
}
