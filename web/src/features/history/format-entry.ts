import { actorLabel } from '@domain/history/actor-display';
import type { HistoryEntry } from '@domain/history/api-schemas';
import { formatLocalDateTime } from '@/lib/format';

/** An instant as the reader's local date and time: MM/dd/yyyy h:mm a (spec point 5 "Display" for the date). */
export function formatHistoryTime(value: string): string {
  return formatLocalDateTime(value);
}

/** "Morgan Reyes (staff)". */
export function whoText(entry: Pick<HistoryEntry, 'actor'>): string {
  return actorLabel(entry.actor);
}

/** "by CSR Casey Support on their behalf" (support unnamed for a patient: "by Lensloop support on their behalf"); null without an impersonator. */
export function onBehalfText(entry: Pick<HistoryEntry, 'impersonator'>): string | null {
  const i = entry.impersonator;
  if (!i) return null;
  return i.accountNumber === null ? `by ${i.name} on their behalf` : `by CSR ${i.name} on their behalf`;
}
