import { analysisJobDecider } from '../../domain/analysis-jobs/analysis-job-decider';
import type { DeleteAnalysisJobReply } from '../../domain/analysis-jobs/api-schemas';
import { decideDeleteAnalysisJob } from '../../domain/analysis-jobs/delete-analysis-job';
import { analysisJobStream, type AnalysisJobKind } from '../../domain/analysis-jobs/events';
import { DomainError } from '../../domain/shared/errors';
import type { CommandCall } from './command-route';

/**
 * Deletes an analysis job of this kind and practice (issue #32), read from its own stream: another
 * practice's job, one of another kind, one deleted already or none at all is the same 404, and a
 * caller learns nothing of the others. A worker then removes what the job built.
 */
export async function deleteAnalysisJobOf(
  call: Pick<CommandCall<{ jobId: string }>, 'body' | 'load' | 'handle'>,
  kind: AnalysisJobKind,
  /** The caller's scope: a practice, or null for all practices (an analyst's export). */
  practiceId: string | null,
  notFound: { code: string; message: string },
): Promise<DeleteAnalysisJobReply> {
  const { jobId } = call.body;
  const { state } = await call.load(analysisJobStream(jobId), analysisJobDecider);
  if (!state.exists || state.kind !== kind || state.practiceId !== practiceId || state.deleted) throw new DomainError('not_found', notFound.code, notFound.message);
  const { result } = await call.handle(analysisJobStream(jobId), analysisJobDecider, (s) => decideDeleteAnalysisJob({ now: new Date() }, s));
  return { jobId, deleted: true, position: result!.position };
}
