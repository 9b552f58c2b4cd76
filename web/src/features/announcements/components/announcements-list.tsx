import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ANNOUNCEMENT_AUDIENCES, ANNOUNCEMENT_PRIORITIES, ANNOUNCEMENT_TYPES, AUDIENCE_LABELS, type AnnouncementList } from '@domain/announcements/announcement-rules';
import {
  ANNOUNCEMENT_PAGE_SIZE,
  ANNOUNCEMENT_SORTS,
  announcementFiltersInput,
  type AnnouncementSort,
  type AnnouncementView,
  type ListAnnouncementsInput,
} from '@domain/announcements/api-schemas';
import { Alert } from '@/components/alert';
import { Button, ButtonLink } from '@/components/button';
import { DataTable, dataColumns } from '@/components/data-table/data-table';
import { SelectField } from '@/components/select-field';
import { Spinner } from '@/components/spinner';
import { TextField } from '@/components/text-field';
import { paths } from '@/config/paths';
import { useArchiveAnnouncement } from '../api/archive-announcement';
import { useBookmarkAnnouncement } from '../api/bookmark-announcement';
import { useDeleteAnnouncement } from '../api/delete-announcement';
import { useAnnouncements } from '../api/get-announcements';
import { formatWhen, PRIORITY_BADGE, PRIORITY_LABELS, STATUS_BADGE, STATUS_LABELS, TYPE_LABELS } from './labels';
import './announcements.css';

interface RowActions {
  list: AnnouncementList;
  bookmark: ReturnType<typeof useBookmarkAnnouncement>;
  archive: ReturnType<typeof useArchiveAnnouncement>;
  remove: ReturnType<typeof useDeleteAnnouncement>;
}
const RowContext = createContext<RowActions | null>(null);

const titleOf = (a: AnnouncementView) => a.headline || a.message.slice(0, 60);

function BookmarkCell({ a }: { a: AnnouncementView }) {
  const ctx = useContext(RowContext)!;
  return (
    <button
      type="button"
      className="announcement-bookmark"
      aria-pressed={a.isBookmarked}
      aria-label={`Bookmark “${titleOf(a)}”`}
      onClick={() => ctx.bookmark.mutate({ id: a.id, isBookmarked: !a.isBookmarked })}
    >
      <span aria-hidden="true">{a.isBookmarked ? '★' : '☆'}</span>
    </button>
  );
}

function ActionsCell({ a }: { a: AnnouncementView }) {
  const ctx = useContext(RowContext)!;
  const name = titleOf(a);
  return (
    <div className="announcement-actions">
      {ctx.list !== 'archives' ? (
        <ButtonLink variant="ghost" size="sm" to={paths.csr.announcementEdit.getHref(a.id)} aria-label={`Edit “${name}”`}>
          Edit
        </ButtonLink>
      ) : (
        <ButtonLink variant="ghost" size="sm" to={paths.csr.announcementRepublish.getHref(a.id)} aria-label={`Republish “${name}”`}>
          Republish
        </ButtonLink>
      )}
      {ctx.list === 'active' ? (
        <Button variant="ghost" size="sm" loading={ctx.archive.isPending && ctx.archive.variables === a.id} onClick={() => ctx.archive.mutate(a.id)} aria-label={`Take down “${name}”`}>
          Take down
        </Button>
      ) : (
        <Button
          variant="ghost"
          size="sm"
          loading={ctx.remove.isPending && ctx.remove.variables === a.id}
          onClick={() => {
            if (window.confirm(`Delete “${name}”? This cannot be undone.`)) ctx.remove.mutate(a.id);
          }}
          aria-label={`Delete “${name}”`}
        >
          Delete
        </Button>
      )}
    </div>
  );
}

/** A date over its time, so the date columns stay narrow. */
function When({ iso }: { iso: string | null }) {
  const [date, time] = formatWhen(iso).split(', ');
  return (
    <span className="announcement-when">
      {date}
      {time ? <span className="muted"> {time}</span> : null}
    </span>
  );
}

const column = dataColumns<AnnouncementView>();
const columns = column.columns([
  column.display({ id: 'bookmark', header: () => <span className="visually-hidden">Bookmarked</span>, cell: ({ row }) => <BookmarkCell a={row.original} /> }),
  column.accessor('headline', {
    id: 'headline',
    header: 'Announcement',
    cell: ({ row: { original: a } }) => (
      <div className="announcement-cell">
        <strong>{a.headline || '(no headline)'}</strong>
        <span className="muted announcement-cell__message">{a.message}</span>
        <span className="announcement-cell__meta">
          <span className={`badge ${STATUS_BADGE[a.status]}`}>{STATUS_LABELS[a.status]}</span> <span className="muted">{TYPE_LABELS[a.type]}</span>
        </span>
      </div>
    ),
  }),
  column.accessor('audience', { id: 'audience', header: 'Audience', cell: ({ row: { original: a } }) => (a.audience === 'practice' ? (a.practiceName ?? a.practiceId) : AUDIENCE_LABELS[a.audience].split(' (')[0]) }),
  column.accessor('priority', { id: 'priority', header: 'Priority', cell: ({ getValue }) => <span className={`badge ${PRIORITY_BADGE[getValue()]}`}>{PRIORITY_LABELS[getValue()]}</span> }),
  column.accessor('liveDate', { id: 'liveDate', header: 'Live', cell: ({ getValue }) => <When iso={getValue()} /> }),
  column.accessor('takeDownDate', { id: 'takeDownDate', header: 'Take down', cell: ({ getValue }) => <When iso={getValue()} /> }),
  column.display({ id: 'actions', header: () => <span className="visually-hidden">Actions</span>, meta: { className: '' }, cell: ({ row }) => <ActionsCell a={row.original} /> }),
]);

const FILTER_KEYS = ['audience', 'priority', 'type', 'bookmarked', 'from', 'to', 'q'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];
const isSort = (v: string | null): v is AnnouncementSort => !!v && (ANNOUNCEMENT_SORTS as readonly string[]).includes(v);
/** A choice from the URL only when it is one of the list's options (a hand-edited URL is ignored, not an error). */
const oneOf = <T extends string>(options: readonly T[], v: string | null): T | undefined => (options as readonly (string | null)[]).includes(v) ? (v as T) : undefined;

/** The filters in the URL, checked with the API's own schema: each mistake is a message beside its field. */
function readFilters(params: URLSearchParams) {
  const raw = {
    audience: oneOf(ANNOUNCEMENT_AUDIENCES, params.get('audience')),
    priority: oneOf(ANNOUNCEMENT_PRIORITIES, params.get('priority')),
    type: oneOf(ANNOUNCEMENT_TYPES, params.get('type')),
    bookmarked: oneOf(['true', 'false'] as const, params.get('bookmarked')),
    from: params.get('from') || undefined,
    to: params.get('to') || undefined,
    q: params.get('q') || undefined,
  };
  const checked = announcementFiltersInput.safeParse(raw);
  const errors: Partial<Record<FilterKey, string>> = {};
  for (const issue of checked.success ? [] : checked.error.issues) {
    const key = issue.path[0] as FilterKey;
    errors[key] ??= issue.message;
  }
  return { filters: raw, errors, valid: checked.success };
}

const LIST_TITLES: Record<AnnouncementList, string> = { active: 'Active announcements', drafts: 'Draft announcements', archives: 'Archived announcements' };

/** A CSR list (Active, Drafts or Archives): filters side panel, sort, paging, row actions; state in the URL. */
export function AnnouncementsList({ list }: { list: AnnouncementList }) {
  const [params, setParams] = useSearchParams();
  const [panelOpen, setPanelOpen] = useState(false);
  const filtersButton = useRef<HTMLButtonElement>(null);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const sortParam = params.get('sort');
  const sort: AnnouncementSort = isSort(sortParam) ? sortParam : 'liveDate';
  const dir = params.get('dir') === 'asc' ? 'asc' : 'desc';
  const { filters, errors: filterErrors, valid } = readFilters(params);
  const input: ListAnnouncementsInput = {
    list,
    ...filters,
    sort,
    dir,
    limit: ANNOUNCEMENT_PAGE_SIZE,
    offset: (page - 1) * ANNOUNCEMENT_PAGE_SIZE,
  };
  const query = useAnnouncements(input, { enabled: valid });
  const bookmark = useBookmarkAnnouncement();
  const archive = useArchiveAnnouncement();
  const remove = useDeleteAnnouncement();

  // Each change starts from the last one asked for, not from this render's URL: two quick changes
  // (clear the filters, then pick one) before the URL catches up must not undo each other.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(latest.current);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (!('page' in changes)) next.delete('page');
    latest.current = next;
    setParams(next, { replace: true });
  };
  const activeFilters = FILTER_KEYS.filter((k) => params.get(k));
  const error = [bookmark, archive, remove].find((m) => m.isError)?.error;

  return (
    <section className="stack-md" aria-labelledby="announcements-heading">
      <nav className="announcement-tabs" aria-label="Announcement lists">
        {(['active', 'drafts', 'archives'] as const).map((l) => (
          <Link key={l} to={paths.csr[l === 'active' ? 'announcementsActive' : l === 'drafts' ? 'announcementsDrafts' : 'announcementsArchives'].getHref()} aria-current={l === list ? 'page' : undefined} className={l === list ? 'announcement-tab announcement-tab--current' : 'announcement-tab'}>
            {l === 'active' ? 'Active' : l === 'drafts' ? 'Drafts' : 'Archives'}
          </Link>
        ))}
      </nav>
      <div className="announcement-toolbar">
        <h2 id="announcements-heading" className="section-title">
          {LIST_TITLES[list]}
        </h2>
        <Button ref={filtersButton} variant="secondary" aria-expanded={panelOpen} aria-controls="announcement-filters-panel" onClick={() => setPanelOpen(!panelOpen)}>
          Filters{activeFilters.length ? ` (${activeFilters.length})` : ''}
        </Button>
      </div>
      {panelOpen ? (
        <aside
          id="announcement-filters-panel"
          className="side-panel"
          aria-label="Announcement filters"
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              setPanelOpen(false);
              filtersButton.current?.focus();
            }
          }}
        >
          <div className="side-panel__header">
            <h2 className="section-title">Filters</h2>
            <Button variant="ghost" size="sm" onClick={() => setPanelOpen(false)} aria-label="Close filters">
              Close
            </Button>
          </div>
          <TextField label="Search text" value={params.get('q') ?? ''} error={filterErrors.q} onChange={(e) => update({ q: e.target.value })} />
          <SelectField label="Audience" placeholder="All audiences" options={ANNOUNCEMENT_AUDIENCES.map((a) => [a, AUDIENCE_LABELS[a]] as const)} value={params.get('audience') ?? ''} onChange={(e) => update({ audience: e.target.value })} />
          <SelectField label="Priority" placeholder="All priorities" options={ANNOUNCEMENT_PRIORITIES.map((p) => [p, PRIORITY_LABELS[p]] as const)} value={params.get('priority') ?? ''} onChange={(e) => update({ priority: e.target.value })} />
          <SelectField label="Type" placeholder="All types" options={ANNOUNCEMENT_TYPES.map((t) => [t, TYPE_LABELS[t]] as const)} value={params.get('type') ?? ''} onChange={(e) => update({ type: e.target.value })} />
          <SelectField label="Bookmarked" placeholder="Bookmarked or not" options={[['true', 'Bookmarked only'], ['false', 'Not bookmarked']]} value={params.get('bookmarked') ?? ''} onChange={(e) => update({ bookmarked: e.target.value })} />
          <TextField label="Live from" type="date" value={params.get('from') ?? ''} error={filterErrors.from} onChange={(e) => update({ from: e.target.value })} />
          <TextField label="Live to" type="date" value={params.get('to') ?? ''} error={filterErrors.to} onChange={(e) => update({ to: e.target.value })} />
          <div className="announcement-toolbar">
            <Button variant="ghost" size="sm" onClick={() => update(Object.fromEntries(FILTER_KEYS.map((k) => [k, undefined])))}>
              Clear all filters
            </Button>
            <Button size="sm" onClick={() => setPanelOpen(false)}>
              Done
            </Button>
          </div>
        </aside>
      ) : null}
      {error ? <Alert tone="error">{error.message}</Alert> : null}
      {!valid ? <Alert tone="warning">Correct the filters marked in the Filters panel to see the list.</Alert> : null}
      {valid && query.isPending ? <Spinner label="Loading announcements…" /> : null}
      {query.isError ? <Alert tone="error">{query.error.message}</Alert> : null}
      {query.data ? (
        <RowContext.Provider value={{ list, bookmark, archive, remove }}>
          <DataTable
            columns={columns}
            data={query.data.items}
            getRowId={(row) => row.id}
            caption={LIST_TITLES[list]}
            rowHeader="headline"
            updating={query.isPlaceholderData}
            empty={activeFilters.length ? 'No announcements match these filters.' : 'No announcements in this list.'}
            paging={{ label: `${LIST_TITLES[list]} pages`, page, pageSize: ANNOUNCEMENT_PAGE_SIZE, total: query.data.total, onPageChange: (p) => update({ page: String(p) }) }}
            sorting={{ sort: { id: sort, desc: dir === 'desc' }, onSortChange: (id, desc) => (isSort(id) ? update({ sort: id, dir: desc ? 'desc' : 'asc' }) : undefined) }}
          />
        </RowContext.Provider>
      ) : null}
    </section>
  );
}
