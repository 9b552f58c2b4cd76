/**
 * Progress of a run (done of total, rate, time left), pure. Progress events are kept at least
 * this far apart (D-761): often enough for a bar that moves, rare enough for the log.
 */
export const PROGRESS_EVENT_INTERVAL_MS = 1000;

export interface ProgressFigures {
  done: number;
  total: number;
  ratePerSecond: number;
  etaSeconds: number;
}

/** Figures after `elapsedMs` of a run: the rate so far, and the time the rest takes at it (0 when unknown). */
export function progressFigures(done: number, total: number, elapsedMs: number): ProgressFigures {
  const safeTotal = Math.max(total, done, 0);
  const seconds = Math.max(elapsedMs / 1000, 0.001);
  const rate = done > 0 ? done / seconds : 0;
  const eta = rate > 0 ? Math.max(safeTotal - done, 0) / rate : 0;
  return { done: Math.max(done, 0), total: safeTotal, ratePerSecond: Math.round(rate * 10) / 10, etaSeconds: Math.round(eta) };
}

/** Whole percent done (0 while the total is unknown). */
export const percentDone = (done: number, total: number): number => (total > 0 ? Math.min(100, Math.floor((done * 100) / total)) : 0);

/** "1 min 05 s", "12 s" — a time left in words. */
export function formatEta(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min ${String(s % 60).padStart(2, '0')} s`;
  return `${Math.floor(m / 60)} h ${String(m % 60).padStart(2, '0')} min`;
}
