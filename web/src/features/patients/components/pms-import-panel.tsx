import { useId, useRef, useState } from 'react';
import { PMS_IMPORT_MAX_BYTES, type PmsImportOutput, type PmsImportRowError } from '@domain/patients/api-schemas';
import { MESSAGES } from '@domain/shared/errors';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { DataTable, dataColumns } from '@/components/data-table/data-table';
import { isApiError } from '@/lib/api-client';
import { useImportPatients } from '@/features/patients/api/import-patients';
import './patients.css';

const column = dataColumns<PmsImportRowError>();
const errorColumns = column.columns([
  column.accessor('row', { header: 'Row' }),
  column.accessor('email', { header: 'Email', cell: ({ getValue }) => getValue() ?? '' }),
  column.accessor('field', { header: 'Field', cell: ({ getValue }) => getValue() ?? '' }),
  column.accessor('message', { id: 'problem', header: 'Problem' }),
]);

function importErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 447) return MESSAGES.practiceBlocked;
    if (error.status === 448) return MESSAGES.creditOnHold;
    if (error.status === 400 || error.status === 403) return error.message;
  }
  return MESSAGES.somethingWentWrongRetry;
}

/**
 * "Import patients from your practice-management system": a CSV with the columns firstName,
 * lastName, email and optionally dob (MM/DD/YYYY) and phone. Shows what was created, updated and
 * which rows failed and why (D-074).
 */
export function PmsImportPanel({ headingRef }: { headingRef?: React.Ref<HTMLHeadingElement> }) {
  const inputId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [result, setResult] = useState<PmsImportOutput | null>(null);
  const importPatients = useImportPatients();

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    setFileError(null);
    setResult(null);
    const file = fileRef.current?.files?.[0];
    if (!file) return setFileError('Choose a CSV file to import.');
    if (file.size > PMS_IMPORT_MAX_BYTES) return setFileError(`The file is larger than ${PMS_IMPORT_MAX_BYTES / 1024 / 1024} MB.`);
    const csv = await file.text();
    importPatients.mutate({ csv }, { onSuccess: (r) => setResult(r) });
  }

  return (
    <section className="card card--padded pms-import" aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`} className="section-title" ref={headingRef} tabIndex={-1}>
        Import patients from your practice-management system
      </h2>
      <p>
        Export your patients from your PMS as a CSV file with the columns <strong>firstName</strong>, <strong>lastName</strong> and{' '}
        <strong>email</strong>, and optionally <strong>dob</strong> (MM/DD/YYYY) and <strong>phone</strong>. Patients already here (same
        email) are updated, not duplicated.
      </p>
      <form className="pms-import__row" onSubmit={(e) => void onSubmit(e)} noValidate>
        <div className={fileError ? 'field field--invalid' : 'field'}>
          <label className="field__label" htmlFor={inputId}>
            CSV file
          </label>
          <input
            ref={fileRef}
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? `${inputId}-error` : undefined}
            onChange={() => setFileError(null)}
          />
          {fileError ? (
            <p id={`${inputId}-error`} className="field__error">
              {fileError}
            </p>
          ) : null}
        </div>
        <Button type="submit" loading={importPatients.isPending}>
          Import patients
        </Button>
      </form>
      {importPatients.isError ? <Alert tone="error">{importErrorMessage(importPatients.error)}</Alert> : null}
      {result ? (
        <div className="stack-md">
          <Alert tone={result.failed ? 'warning' : 'success'} title="Import finished">
            {result.created} created, {result.updated} updated
            {result.failed ? `, ${result.failed} ${result.failed === 1 ? 'row' : 'rows'} not imported` : ''} (of {result.total}).
          </Alert>
          {result.errors.length ? (
            <DataTable
              columns={errorColumns}
              data={result.errors}
              getRowId={(e, i) => `${e.row}-${e.field ?? ''}-${i}`}
              caption="Rows not imported"
              card
              cardClassName="pms-import__errors"
            />
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
