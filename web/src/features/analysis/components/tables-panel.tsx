import type { AnalysisTablesReply } from '@domain/analysis/api-schemas';

/** The export's tables and their columns beside the editor (issue #32): a click inserts the name at the cursor. */
export function TablesPanel({ tables, onInsert }: { tables: AnalysisTablesReply['tables']; onInsert: (name: string) => void }) {
  return (
    <section className="card card--padded stack-sm analysis-tables" aria-labelledby="analysis-tables-title">
      <h2 id="analysis-tables-title" className="section-title">
        Tables <span className="section-title__count">{tables.length}</span>
      </h2>
      <p className="muted">Click a name to insert it into the query.</p>
      <ul>
        {tables.map((t) => (
          <li key={t.name}>
            <button type="button" className="analysis-name-button" onClick={() => onInsert(t.name)} aria-label={`Insert table ${t.name}`}>
              {t.name}
            </button>
            <details>
              <summary className="analysis-type">{`${t.columns.length} columns`}</summary>
              <ul aria-label={`Columns of ${t.name}`}>
                {t.columns.map((c) => (
                  <li key={c.name}>
                    <button type="button" className="analysis-name-button" onClick={() => onInsert(c.name)} aria-label={`Insert column ${c.name} of ${t.name}`}>
                      {c.name}
                    </button>
                    <span className="analysis-type">{c.type}</span>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
