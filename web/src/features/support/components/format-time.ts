/** An instant as the CSR's local date and time to the second: MM/dd/yyyy h:mm:ss AM (dates per spec point 5, "Display"). */
export function formatInstantDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  const dd = String(date.getDate()).padStart(2, '0');
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  const seconds = String(date.getSeconds()).padStart(2, '0');
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${mm}/${dd}/${date.getFullYear()} ${h12}:${minutes}:${seconds} ${hours < 12 ? 'AM' : 'PM'}`;
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
