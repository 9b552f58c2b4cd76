import type { AnnouncementPriority, AnnouncementStatus, AnnouncementType } from '@domain/announcements/announcement-rules';

export const PRIORITY_LABELS: Record<AnnouncementPriority, string> = { normal: 'Normal', important: 'Important', urgent: 'Urgent' };
export const TYPE_LABELS: Record<AnnouncementType, string> = { general: 'General', promotion: 'Promotion', tip: 'Tip' };
export const STATUS_LABELS: Record<AnnouncementStatus, string> = { draft: 'Draft', scheduled: 'Scheduled', live: 'Live', archived: 'Archived' };
export const STATUS_BADGE: Record<AnnouncementStatus, string> = { draft: 'badge--neutral', scheduled: 'badge--warning', live: 'badge--success', archived: 'badge--neutral' };
export const PRIORITY_BADGE: Record<AnnouncementPriority, string> = { normal: 'badge--neutral', important: 'badge--warning', urgent: 'badge--danger' };

/** An ISO instant as "MM/DD/YYYY h:mm AM" in the reader's time zone. */
export function formatWhen(iso: string | null): string {
  if (!iso) return '—';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '—';
  return d.toLocaleString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/** ISO instant ↔ the value of an `<input type="datetime-local">` (the CSR's local time). */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
export function fromLocalInput(value: string): string {
  if (!value) return '';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toISOString();
}
