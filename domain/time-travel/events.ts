/**
 * Time travel's own stream (issue #32): a practice holds at most one snapshot per instant. The key
 * stream `report-snapshot-key-{practiceId}-{instant}` is appended with its expected version before
 * the job's stream, naming the job that holds the key (guide §4 "Uniqueness across streams").
 */
export const reportSnapshotKeyStream = (key: string) => `report-snapshot-key-${key}`;

export interface ReportSnapshotKeyClaimed {
  type: 'ReportSnapshotKeyClaimed';
  data: { key: string; jobId: string; claimedAt: string };
}

export type ReportSnapshotKeyEvent = ReportSnapshotKeyClaimed;
