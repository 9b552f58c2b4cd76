import { actorLabel } from '@domain/history/actor-display';
import type { HistoryEntry } from '@domain/history/api-schemas';

/** An instant as the reader's local date and time: MM/dd/yyyy h:mm a (spec point 5 "Display" for the date). */
export function formatHistoryTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  const dd = String(date.getDate()).padStart(2, '0');
  const hours = date.getHours();
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${mm}/${dd}/${date.getFullYear()} ${h12}:${String(date.getMinutes()).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
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
