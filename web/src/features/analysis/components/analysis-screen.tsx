import { useRef, useState } from 'react';
import { Alert } from '@/components/alert';
import { JobStatus } from '@/components/job-status';
import { Button } from '@/components/button';
import { RetryButton } from '@/components/retry-button';
import { Spinner } from '@/components/spinner';
import { isApiError } from '@/lib/api-client';
import { useDownloadAnalysisCsv } from '../api/download-analysis-csv';
import { useAnalysisTables } from '../api/list-analysis-tables';
import { useSavedQueries } from '../api/list-saved-queries';
import { useStarterQueries } from '../api/list-starter-queries';
import { useExports } from '../api/list-exports';
import { useRequestExport } from '../api/request-export';
import { type RunRequest, useAnalysisRun } from '../api/run-analysis-query';
import { type ChartChoice, defaultChart, ResultChart } from './result-chart';
import { ResultsTable } from './results-table';
import { SaveQueryForm, SavedQueriesPanel } from './saved-queries-panel';
import { SqlEditor } from './sql-editor';
import { StarterQueriesPanel } from './starter-queries-panel';
import { TablesPanel } from './tables-panel';
import './analysis.css';

const PAGE_SIZE = 50;
const FIRST_SQL = 'SELECT month, count(*) AS orders\nFROM orders\nGROUP BY month\nORDER BY month';

/**
 * The Analysis screen (issue #32), the same for an analyst (every practice's export) and a
 * practice administrator (their own practice's): the SQL editor with the tables beside it, the
 * result in the data table with paging, a chart of two columns, CSV download, saved and starter
 * queries. Without an export yet, it says so and offers to make one.
 */
export function AnalysisScreen() {
  const tables = useAnalysisTables();
  if (tables.isError) return <Alert tone="error" title="The export’s tables could not be loaded" action={<RetryButton onRetry={tables.refetch} />} />;
  if (!tables.data) return <Spinner label="Loading the export’s tables…" />;
  if (!tables.data.exported) return <NoExport />;
  return <Workbench tables={tables.data.tables} limits={tables.data.limits} />;
}

function NoExport() {
  const request = useRequestExport();
  const exports = useExports();
  const latest = exports.data?.exports[0];
  const busy = latest?.status === 'waiting' || latest?.status === 'running';
  const failure = request.error && isApiError(request.error) ? request.error.message : request.error ? 'Something went wrong, please try again.' : null;
  return (
    <Alert
      tone="info"
      title="No export yet"
      action={
        busy ? null : (
          <Button loading={request.isPending} onClick={() => request.mutate()}>
            Export now
          </Button>
        )
      }
    >
      <p>There is no de-identified export of the history to question yet. “Export now” writes one in the background; this page opens the editor as soon as it is there.</p>
      {latest ? (
        <div aria-live="polite" className="stack-sm">
          <JobStatus job={latest} running="Exporting the history" />
        </div>
      ) : null}
      {failure ? <p role="alert">{failure}</p> : null}
    </Alert>
  );
}

function Workbench({ tables, limits }: { tables: { name: string; columns: { name: string; type: string }[] }[]; limits: { sqlMaxChars: number; rowCap: number; timeLimitSeconds: number } }) {
  const [sql, setSql] = useState(FIRST_SQL);
  const [request, setRequest] = useState<RunRequest | null>(null);
  const [chart, setChart] = useState<ChartChoice | null>(null);
  const [preferredChart, setPreferredChart] = useState<ChartChoice | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const editor = useRef<HTMLTextAreaElement>(null);
  const run = useAnalysisRun(request);
  const saved = useSavedQueries();
  const starters = useStarterQueries();
  const csv = useDownloadAnalysisCsv();

  const runNow = (text = sql) => {
    setChart(null);
    setNotice(null);
    setRequest({ sql: text, offset: 0, limit: PAGE_SIZE, runId: Date.now() });
  };
  const open = (text: string, preferred: ChartChoice | null) => {
    setSql(text);
    setPreferredChart(preferred);
    runNow(text);
  };
  const insert = (name: string) => {
    const el = editor.current;
    if (!el) return setSql((s) => `${s}${name}`);
    const start = el.selectionStart ?? sql.length;
    const end = el.selectionEnd ?? sql.length;
    const next = `${sql.slice(0, start)}${name}${sql.slice(end)}`;
    setSql(next);
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(start + name.length, start + name.length);
    });
  };

  const error = run.isError && !run.isFetching ? (isApiError(run.error) ? run.error.serverMessage || run.error.message : 'Something went wrong, please try again.') : null;
  const reply = run.isError ? undefined : run.data;
  const shownChart = reply ? (chart ?? defaultChart(reply, preferredChart)) : null;
  const csvError = csv.error ? (isApiError(csv.error) ? csv.error.serverMessage || csv.error.message : 'The download failed. Please try again.') : null;

  return (
    <div className="analysis-layout">
      <div className="stack-lg">
        <section className="card card--padded stack-md" aria-label="Query">
          <SqlEditor
            sql={sql}
            onChange={setSql}
            onRun={() => runNow()}
            running={run.isFetching}
            error={error}
            maxChars={limits.sqlMaxChars}
            editorRef={editor}
            actions={
              reply ? (
                <Button variant="secondary" loading={csv.isPending} onClick={() => request && csv.mutate(request.sql)}>
                  Download CSV
                </Button>
              ) : null
            }
          />
          {csvError ? <p role="alert" className="field__error">{csvError}</p> : null}
          <SaveQueryForm sql={sql} onTry={() => setNotice(null)} onSaved={(name) => setNotice(`Saved as “${name}”.`)} />
          <p className="muted" aria-live="polite">
            {notice ?? `Queries stop after ${limits.timeLimitSeconds} seconds; the first ${limits.rowCap.toLocaleString('en-US')} rows of a result can be browsed and downloaded.`}
          </p>
        </section>
        {reply && request ? (
          <>
            <ResultsTable reply={reply} updating={run.isFetching} onPage={(offset) => setRequest({ ...request, offset })} />
            <ResultChart reply={reply} choice={shownChart} onChoice={setChart} />
          </>
        ) : run.isFetching ? (
          <Spinner label="Running the query…" />
        ) : null}
      </div>
      <div className="stack-lg">
        <TablesPanel tables={tables} onInsert={insert} />
        {starters.data ? <StarterQueriesPanel queries={starters.data.starterQueries} onOpen={(q) => open(q.sql, q.chart)} /> : null}
        {saved.data ? <SavedQueriesPanel queries={saved.data.savedQueries} onOpen={(q) => open(q.sql, null)} /> : null}
      </div>
    </div>
  );
}
