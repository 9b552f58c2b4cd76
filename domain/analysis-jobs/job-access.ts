import { mayFollowAnalyticsExport } from '../analytics/access';
import { mayFollowTimeTravel } from '../time-travel/access';
import { mayFollowWhatIf } from '../what-if/access';
import type { AnalysisJobKind } from './events';

/** Who may follow a job of each kind: its capability's own rule (domain/<capability>/access.ts). */
export function mayFollowAnalysisJob(kind: AnalysisJobKind, viewer: { customerGroup: string; practiceId?: string | null }, practiceId: string | null): boolean {
  switch (kind) {
    case 'report-snapshot':
      return mayFollowTimeTravel(viewer, practiceId);
    case 'what-if':
      return mayFollowWhatIf(viewer, practiceId);
    case 'analytics-export':
      return mayFollowAnalyticsExport(viewer, practiceId);
  }
}
