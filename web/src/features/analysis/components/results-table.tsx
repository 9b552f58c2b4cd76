import type { RunQueryReply } from '@domain/analysis/api-schemas';
import { Button } from '@/components/button';
import { type DataColumn, dataColumns } from '@/components/data-table/data-table';
import { DataTable } from '@/components/data-table/data-table';

type Row = { index: number; cells: RunQueryReply['rows'][number] };

const formatCount = (n: number) => n.toLocaleString('en-US');

function columnsOf(reply: RunQueryReply): DataColumn<Row>[] {
  const column = dataColumns<Row>();
  return reply.columns.map((c, i) =>
    column.display({
      id: `c${i}`,
      header: c.name,
      meta: { className: c.numeric ? 'is-number' : '' },
      cell: ({ row }) => {
        const v = row.original.cells[i];
        return v === null || v === undefined ? <span className="muted">NULL</span> : String(v);
      },
    }),
  );
}

/**
 * A page of a query's result in the app's data table (issue #32), with a pager that knows the
 * row count when the server counted it, or only that there are more; the cap is said in words.
 */
export function ResultsTable({ reply, onPage, updating }: { reply: RunQueryReply; onPage: (offset: number) => void; updating: boolean }) {
  const rows: Row[] = reply.rows.map((cells, index) => ({ index: reply.offset + index, cells }));
  const first = reply.rows.length > 0 ? reply.offset + 1 : 0;
  const last = reply.offset + reply.rows.length;
  const of = reply.total !== null ? formatCount(reply.total) : reply.capped ? `more than ${formatCount(reply.rowCap)}` : 'more';
  const canNext = reply.more && last < reply.rowCap;
  return (
    <div className="stack-sm">
      <DataTable
        columns={columnsOf(reply)}
        data={rows}
        getRowId={(r) => String(r.index)}
        caption="Query result"
        className="analysis-results"
        card
        updating={updating}
        empty="The query returned no rows."
      />
      <nav className="analysis-pager" aria-label="Result pages">
        <span aria-live="polite">{`Rows ${formatCount(first)}–${formatCount(last)} of ${of} · ${(reply.elapsedMs / 1000).toFixed(2)} s`}</span>
        <Button size="sm" variant="secondary" disabled={reply.offset === 0} onClick={() => onPage(Math.max(0, reply.offset - reply.limit))}>
          Previous
        </Button>
        <Button size="sm" variant="secondary" disabled={!canNext} onClick={() => onPage(reply.offset + reply.limit)}>
          Next
        </Button>
      </nav>
      {reply.capped ? (
        <p className="muted">{`The result has more than ${formatCount(reply.rowCap)} rows: only the first ${formatCount(reply.rowCap)} can be browsed or downloaded. Add a LIMIT, a WHERE or a GROUP BY to narrow it.`}</p>
      ) : null}
    </div>
  );
}
