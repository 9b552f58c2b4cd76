import { formatLocalDateTime } from '@/lib/format';

/** An instant as the CSR's local date and time to the second: MM/dd/yyyy h:mm:ss AM (dates per spec point 5, "Display"). */
export function formatInstantDateTime(value: string | null | undefined): string {
  return formatLocalDateTime(value, { seconds: true });
}

/** How long a session lasted, in words ("4 min", "1 h 5 min"). */
export function formatDuration(from: string, to: string | null): string {
  if (!to) return '';
  const minutes = Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 60_000));
  if (minutes < 1) return 'under a minute';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h ? `${h} h${m ? ` ${m} min` : ''}` : `${m} min`;
}
