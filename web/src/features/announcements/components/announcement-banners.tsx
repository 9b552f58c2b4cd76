import { useState } from 'react';
import { isWebUrl } from '@domain/announcements/announcement-rules';
import type { ActiveAnnouncementView } from '@domain/announcements/api-schemas';
import { useAfterFirstPaint } from '@/hooks/use-after-first-paint';
import { useActiveAnnouncements } from '../api/get-active-announcements';
import './announcements.css';

const DISMISSED_KEY = 'dismissedAnnouncements';

/** Dismissed ids, kept for the browser session (spec point 3: session storage holds dismissed announcements). */
function readDismissed(): string[] {
  try {
    const raw = window.sessionStorage.getItem(DISMISSED_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

function Banner({ a, onDismiss }: { a: ActiveAnnouncementView; onDismiss: () => void }) {
  const title = a.headline || (a.priority === 'urgent' ? 'Urgent announcement' : 'Announcement');
  return (
    <li>
      <div className={`announcement-banner announcement-banner--${a.priority}`} role={a.priority === 'urgent' ? 'alert' : 'region'} aria-label={title}>
      <div className="announcement-banner__body">
        <p className="announcement-banner__title">
          {a.priority === 'urgent' ? <span className="badge badge--danger">Urgent</span> : null}
          {a.priority === 'important' ? <span className="badge badge--warning">Important</span> : null}
          <strong>{title}</strong>
        </p>
        <p className="announcement-banner__message">{a.message}</p>
        {a.url && isWebUrl(a.url) ? (
          <a href={a.url} target="_blank" rel="noopener noreferrer">
            {a.urlDisplayText || 'Learn more'}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : null}
      </div>
      <button type="button" className="announcement-banner__dismiss" onClick={onDismiss} aria-label={`Dismiss “${title}”`}>
        <span aria-hidden="true">×</span>
      </button>
      </div>
    </li>
  );
}

/**
 * The announcements of the signed-in user's audience (practice staff, administrators, patients):
 * urgent ones first and prominent, important ones marked; each can be dismissed for the session.
 * So that the page's own content shows first (issue #34), every urgent one and the first other
 * one are open, the rest behind "Show N more announcements". New ones arrive without a reload
 * (the live channel invalidates the query).
 */
export function AnnouncementBanners() {
  const active = useActiveAnnouncements(useAfterFirstPaint());
  const [dismissed, setDismissed] = useState<string[]>(readDismissed);
  const [expanded, setExpanded] = useState(false);
  const shown = (active.data ?? []).filter((a) => !dismissed.includes(a.id));
  if (shown.length === 0) return null;
  const openCount = Math.max(1, shown.filter((a) => a.priority === 'urgent').length);
  const visible = expanded ? shown : shown.slice(0, openCount);
  const hidden = shown.length - visible.length;
  const dismiss = (id: string) => {
    const next = [...dismissed, id];
    setDismissed(next);
    try {
      window.sessionStorage.setItem(DISMISSED_KEY, JSON.stringify(next));
    } catch {
      // Storage unavailable: dismissed for this page only.
    }
  };
  return (
    <section className="announcement-banners" aria-label="Announcements">
      <ul id="announcement-list">
        {visible.map((a) => (
          <Banner key={a.id} a={a} onDismiss={() => dismiss(a.id)} />
        ))}
      </ul>
      {hidden > 0 || (expanded && shown.length > openCount) ? (
        <button type="button" className="announcement-banners__more" aria-expanded={expanded} aria-controls="announcement-list" onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Show fewer announcements' : `Show ${hidden} more announcement${hidden === 1 ? '' : 's'}`}
        </button>
      ) : null}
    </section>
  );
}
