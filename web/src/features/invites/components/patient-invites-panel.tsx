import { useState } from 'react';
import { INVITE_MESSAGES } from '@domain/invites/invite-eligibility';
import { INVITE_PAGE_SIZE, type InviteListReply, type InvitePatientView, type InviteStatus } from '@domain/invites/api-schemas';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { formatInstantDate } from '@/lib/format';
import { useInviteList } from '@/features/invites/api/get-invite-list';
import { useSendInvites } from '@/features/invites/api/send-invites';
import { InviteSendFeedback } from './invite-send-feedback';
import { InvitesTable, type InviteSorting } from './invites-table';
import './invites.css';

type Tab = 'invites' | 'followup' | 'bounced';
const TABS: { id: Tab; label: string }[] = [
  { id: 'invites', label: 'Invites' },
  { id: 'followup', label: 'Follow-up' },
  { id: 'bounced', label: 'Bounced e-mails' },
];
const STATUS_FILTERS: { value: InviteStatus | ''; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'ready', label: 'Ready to invite' },
  { value: 'invited', label: 'Invited' },
  { value: 'followup', label: 'Follow-up due' },
  { value: 'bounced', label: 'E-mail bounced' },
  { value: 'registered', label: 'Registered' },
];

/**
 * Patient invites (spec points 4, 7, 8): the practice's invite lists in three tabs, sortable and
 * paged, with "Send invite" per row and for the selected rows, and the bounced-e-mail prompt.
 */
export function PatientInvitesPanel({ patientHref }: { patientHref: (accountNumber: string) => string }) {
  const [tab, setTab] = useState<Tab>('invites');
  const [sorting, setSorting] = useState<InviteSorting>({ sortBy: 'status', sortDirection: 'asc' });
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<InviteStatus | ''>('');
  const [flaggedOnly, setFlaggedOnly] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const send = useSendInvites();

  const input = { ...sorting, limit: INVITE_PAGE_SIZE, offset: (page - 1) * INVITE_PAGE_SIZE };
  const invites = useInviteList('invites', { ...input, ...(status ? { status } : {}), ...(flaggedOnly ? { isInviteFlagged: true } : {}) });
  const followUp = useInviteList('followup', input);
  const bounced = useInviteList('bounced', { sortBy: 'name', sortDirection: 'asc', limit: 1, offset: 0 });
  const bouncedTab = useInviteList('bounced', input);
  const current = tab === 'invites' ? invites : tab === 'followup' ? followUp : bouncedTab;

  const reply: InviteListReply | undefined = current.data;
  const names = Object.fromEntries((reply?.items ?? []).map((p) => [p.accountNumber, `${p.firstName} ${p.lastName}`]));
  const shownSelected = selected.filter((id) => reply?.items.some((p) => p.accountNumber === id && p.eligible));

  function choose(next: Tab) {
    setTab(next);
    setPage(1);
    setSelected([]);
    send.reset();
  }
  function sendTo(ids: string[]) {
    send.mutate(ids, { onSuccess: () => setSelected([]) });
  }

  return (
    <section aria-label="Patient invites">
      {(bounced.data?.total ?? 0) > 0 && tab !== 'bounced' ? (
        <Alert
          tone="warning"
          action={
            <Button variant="secondary" size="sm" onClick={() => choose('bounced')}>
              Show bounced e-mails
            </Button>
          }
        >
          {INVITE_MESSAGES.emailBounced}
        </Alert>
      ) : null}
      <div className="invite-tabs" role="tablist" aria-label="Invite lists">
        {TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`invite-tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls="invite-tab-panel"
            className={`btn btn--sm ${tab === t.id ? 'btn--primary' : 'btn--ghost'}`}
            onClick={() => choose(t.id)}
          >
            {t.label}
            {t.id === 'bounced' && bounced.data?.total ? ` (${bounced.data.total})` : ''}
          </button>
        ))}
      </div>
      <div id="invite-tab-panel" role="tabpanel" aria-labelledby={`invite-tab-${tab}`}>
        <div className="invite-toolbar">
          <p className="muted">
            {tab === 'invites'
              ? 'Patients you invited, and patients ready for their first invite (a completed profile and a current prescription).'
              : tab === 'followup'
                ? 'Invited patients who have not registered a week after their last invite.'
                : 'Invites to these addresses bounced. Change the patient’s e-mail address, then send the invite again.'}
            {reply?.lastInviteDate ? ` Last invite sent ${formatInstantDate(reply.lastInviteDate)}.` : ''}
          </p>
          <div className="invite-toolbar__actions">
            {tab === 'invites' ? (
              <label className="inline-select">
                <span>Status</span>{' '}
                <select
                  value={status}
                  onChange={(e) => {
                    setStatus(e.target.value as InviteStatus | '');
                    setPage(1);
                  }}
                >
                  {STATUS_FILTERS.map((f) => (
                    <option key={f.value} value={f.value}>
                      {f.label}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
            {tab === 'invites' ? (
              <label className="inline-select">
                <input
                  type="checkbox"
                  checked={flaggedOnly}
                  onChange={(e) => {
                    setFlaggedOnly(e.target.checked);
                    setPage(1);
                  }}
                />{' '}
                Flagged for invite only
              </label>
            ) : null}
            {tab !== 'bounced' ? (
              <Button size="sm" variant="secondary" disabled={shownSelected.length === 0} loading={send.isPending && shownSelected.length > 0} onClick={() => sendTo(shownSelected)}>
                Send invite to selected{shownSelected.length ? ` (${shownSelected.length})` : ''}
              </Button>
            ) : null}
          </div>
        </div>
        <InviteSendFeedback reply={send.data} error={send.error ?? undefined} names={names} />
        {current.isPending ? (
          <Spinner label="Loading patients…" />
        ) : current.isError ? (
          <Alert tone="error">{current.error.message}</Alert>
        ) : reply && reply.total === 0 ? (
          <p className="muted table-card__empty">
            {tab === 'invites' ? 'No patients to invite yet.' : tab === 'followup' ? 'No invites need a follow-up.' : 'No bounced e-mails.'}
          </p>
        ) : reply ? (
          <InvitesTable
            patients={reply.items}
            total={reply.total}
            pageSize={INVITE_PAGE_SIZE}
            page={page}
            onPageChange={setPage}
            sorting={sorting}
            onSortingChange={(s) => {
              setSorting(s);
              setPage(1);
            }}
            updating={current.isPlaceholderData}
            caption={TABS.find((t) => t.id === tab)!.label}
            selected={selected}
            onToggle={(id) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]))}
            onSend={(p: InvitePatientView) => sendTo([p.accountNumber])}
            sendingFor={send.isPending ? (send.variables ?? []) : []}
            patientHref={patientHref}
          />
        ) : null}
      </div>
    </section>
  );
}
