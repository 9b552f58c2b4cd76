import { useState } from 'react';
import type { SavedQueryView } from '@domain/analysis/api-schemas';
import { saveQueryInput } from '@domain/analysis/api-schemas';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { TextField } from '@/components/text-field';
import { isApiError } from '@/lib/api-client';
import { useDeleteSavedQuery } from '../api/delete-saved-query';
import { useSaveQuery } from '../api/save-query';

/** Saving the editor's query under a name (issue #32): the name's messages next to it, the API's (a name already used) too. */
export function SaveQueryForm({ sql, onSaved, onTry }: { sql: string; onSaved: (name: string) => void; onTry?: () => void }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useSaveQuery();
  const submit = async () => {
    onTry?.();
    const parsed = saveQueryInput.safeParse({ name, sql });
    if (!parsed.success) {
      const issue = parsed.error.issues.find((i) => i.path[0] === 'name') ?? parsed.error.issues[0];
      setError(issue?.message ?? null);
      return;
    }
    setError(null);
    try {
      await save.mutateAsync(parsed.data);
      onSaved(parsed.data.name);
      setName('');
    } catch (err) {
      setError(isApiError(err) ? (err.fieldErrors.name ?? err.fieldErrors.sql ?? err.message) : 'Something went wrong, please try again.');
    }
  };
  return (
    <form
      className="analysis-save__row"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <TextField label="Save as" value={name} onChange={(e) => setName(e.target.value)} error={error ?? undefined} maxLength={80} hint="A name of up to 80 characters." />
      <Button type="submit" variant="secondary" loading={save.isPending}>
        Save query
      </Button>
    </form>
  );
}

/** The user's saved queries: open one into the editor, delete one after a confirmation. */
export function SavedQueriesPanel({ queries, onOpen }: { queries: SavedQueryView[]; onOpen: (q: SavedQueryView) => void }) {
  const [deleting, setDeleting] = useState<SavedQueryView | null>(null);
  const remove = useDeleteSavedQuery();
  return (
    <section className="card card--padded stack-sm" aria-labelledby="analysis-saved-title">
      <h2 id="analysis-saved-title" className="section-title">
        Saved queries <span className="section-title__count">{queries.length}</span>
      </h2>
      {queries.length === 0 ? <p className="muted">None yet: write a query, then “Save query”.</p> : null}
      <ul className="analysis-list">
        {queries.map((q) => (
          <li key={q.savedQueryId}>
            <span>{q.name}</span>
            <span className="row-actions">
              <Button size="sm" variant="secondary" onClick={() => onOpen(q)} aria-label={`Open ${q.name}`}>
                Open
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setDeleting(q)} aria-label={`Delete ${q.name}`}>
                Delete
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? `Delete “${deleting.name}”?` : ''}
        description="The saved query is removed from your list. The export is not affected."
        confirmLabel="Delete query"
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void remove.mutateAsync({ savedQueryId: deleting.savedQueryId }).finally(() => setDeleting(null));
        }}
      />
    </section>
  );
}
