import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Icon } from '@/components/icon';
import { Spinner } from '@/components/spinner';
import { useAfterFirstPaint } from '@/hooks/use-after-first-paint';
import { formatInstantDate } from '@/lib/format';
import { useStaffNotificationCount } from '@/features/staff-notifications/api/count-staff-notifications';
import { useStaffNotifications } from '@/features/staff-notifications/api/get-staff-notifications';
import { useUpdateStaffNotifications } from '@/features/staff-notifications/api/update-staff-notifications';

/**
 * The staff notifications side panel (spec point 2): a bell with the unread count in the top bar
 * opens a panel listing the location's notifications; each can be marked viewed or not viewed.
 */
export function StaffNotificationsPanel() {
  const [open, setOpen] = useState(false);
  const count = useStaffNotificationCount(useAfterFirstPaint());
  const list = useStaffNotifications(open);
  const update = useUpdateStaffNotifications();
  const unread = count.data ?? 0;
  const unviewed = (list.data ?? []).filter((n) => !n.isViewed);

  return (
    <>
      <button
        type="button"
        className="topbar__notifications"
        aria-expanded={open}
        aria-controls="staff-notifications-panel"
        onClick={() => setOpen((o) => !o)}
        aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
      >
        <Icon name="bell" />
        {unread ? (
          <span className="topbar__badge" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <aside id="staff-notifications-panel" className="side-panel" aria-labelledby="staff-notifications-title">
          <div className="side-panel__header">
            <h2 id="staff-notifications-title" className="section-title">
              Notifications
            </h2>
            <Button variant="ghost" size="sm" onClick={() => setOpen(false)} aria-label="Close notifications">
              Close
            </Button>
          </div>
          {unviewed.length > 1 ? (
            <Button variant="secondary" size="sm" loading={update.isPending} onClick={() => update.mutate(unviewed.map((n) => ({ id: n.id, isViewed: true })))}>
              Mark all viewed
            </Button>
          ) : null}
          {update.isError ? <Alert tone="error">{update.error.message}</Alert> : null}
          {list.isPending ? (
            <Spinner label="Loading notifications…" />
          ) : list.isError ? (
            <Alert tone="error">{list.error.message}</Alert>
          ) : list.data.length === 0 ? (
            <p className="muted">No notifications.</p>
          ) : (
            <ul className="side-panel__list">
              {list.data.map((n) => (
                <li key={n.id} className={`notification ${n.isViewed ? 'notification--viewed' : 'notification--unread'}`}>
                  <p className="notification__message">
                    {n.isViewed ? null : <span className="visually-hidden">Unread: </span>}
                    {n.message}
                  </p>
                  <div className="notification__meta">
                    <span className="muted">{formatInstantDate(n.createdAt)}</span>
                    <Button variant="ghost" size="sm" onClick={() => update.mutate([{ id: n.id, isViewed: !n.isViewed }])}>
                      {n.isViewed ? 'Mark not viewed' : 'Mark viewed'}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </aside>
      ) : null}
    </>
  );
}
