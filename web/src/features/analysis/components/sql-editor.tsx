import type { KeyboardEvent, Ref } from 'react';
import { Button } from '@/components/button';

/**
 * The SQL editor (issue #32): a monospace text box; Ctrl+Enter (⌘+Enter) runs. DuckDB's message
 * for a query that could not run is shown right under it, tied to it for screen readers.
 */
export function SqlEditor({
  sql,
  onChange,
  onRun,
  running,
  error,
  maxChars,
  editorRef,
  actions,
}: {
  sql: string;
  onChange: (sql: string) => void;
  onRun: () => void;
  running: boolean;
  error: string | null;
  maxChars: number;
  editorRef: Ref<HTMLTextAreaElement>;
  actions?: React.ReactNode;
}) {
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      onRun();
    }
  };
  return (
    <div className="analysis-editor stack-sm">
      <label htmlFor="analysis-sql" className="field__label">
        SQL query
      </label>
      <p id="analysis-sql-hint" className="field__hint muted">
        One SELECT (or WITH … SELECT) over the tables listed beside it. Ctrl+Enter runs it.
      </p>
      <textarea
        id="analysis-sql"
        ref={editorRef}
        className="field__input field__textarea"
        value={sql}
        spellCheck={false}
        rows={10}
        maxLength={maxChars}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'analysis-sql-hint analysis-sql-error' : 'analysis-sql-hint'}
      />
      {error ? (
        <div id="analysis-sql-error" className="alert alert--error" role="alert">
          <pre className="analysis-error">{error}</pre>
        </div>
      ) : null}
      <div className="analysis-editor__actions">
        <Button onClick={onRun} loading={running} disabled={sql.trim() === ''}>
          Run query
        </Button>
        {actions}
      </div>
    </div>
  );
}
