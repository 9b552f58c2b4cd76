import { parse } from 'csv-parse/sync';
import { customerDecider } from '../../../domain/identity/customer-decider';
import { customerStream } from '../../../domain/identity/events';
import {
  PMS_IMPORT_MAX_BYTES,
  PMS_IMPORT_MAX_ROWS,
  PMS_IMPORT_MESSAGES,
  pmsImportInput,
  pmsImportOutput,
  type PmsImportRowError,
} from '../../../domain/patients/api-schemas';
import { decideImportPatient, hasRequiredPmsColumns, PMS_IMPORT_BATCH, type PmsPatientValues, pmsRowValues, validatePmsRow } from '../../../domain/patients/pms-import';
import { DomainError } from '../../../domain/shared/errors';
import { type CommandCall, commandRoute, onStepStore } from '../../lib/command-route';
import type { CommandContext } from '../../lib/context';
import { emailHolder } from '../../lib/load-account';
import { newAccountNumber } from '../../lib/new-account-number';
import { PRACTICE_STATE_ERRORS } from '../../lib/practice-guard';
import { reserveEmail } from '../../lib/reserve-email';
import { newPatientLocation } from './new-patient-location';

function readCsv(text: string): string[][] {
  try {
    return parse(text.replace(/^\uFEFF/, ''), { skip_empty_lines: true, relax_column_count: true, trim: true, bom: true }) as string[][];
  } catch {
    throw new DomainError('validation', 'INVALID_CSV', PMS_IMPORT_MESSAGES.unreadable);
  }
}

/**
 * POST /api/customer/pmsimport {csv, locationId?} (non-spec path, D-074): patients from the
 * practice-management system's CSV export. Each row is checked with the create-patient rules; the
 * valid ones become PatientCreated (isImported, lastSyncDate) at the chosen location, or, for an
 * e-mail already used by a patient of the practice, PatientSyncedFromPms, so a re-import updates
 * instead of duplicating. Rows with errors are reported (row number, e-mail, field, message) and
 * skipped. Rows are handled in batches of PMS_IMPORT_BATCH. Practice guard "create patient
 * profile" and "update patient profile".
 */
export const importPmsPatientsRoute = commandRoute(
  {
    path: '/api/customer/pmsimport',
    tags: ['customer'],
    summary: 'Import patients from a practice-management system CSV',
    auth: ['Staff', 'Practice'],
    body: pmsImportInput,
    reply: pmsImportOutput,
    errors: PRACTICE_STATE_ERRORS,
    bodyLimit: PMS_IMPORT_MAX_BYTES + 64 * 1024,
  },
  async (call, ctx) => {
    const { body, claims, metadata } = call;
    const { practiceId, locationId } = await newPatientLocation(ctx, claims, body.locationId, {
      staffOnly: 'Staff can import patients to their own location only.',
      actions: ['create patient profile', 'update patient profile'],
    });

    const [headers, ...rows] = readCsv(body.csv);
    if (!headers || !hasRequiredPmsColumns(headers)) throw new DomainError('validation', 'MISSING_COLUMNS', PMS_IMPORT_MESSAGES.missingColumns);
    if (rows.length === 0) throw new DomainError('validation', 'EMPTY_FILE', PMS_IMPORT_MESSAGES.empty);
    if (rows.length > PMS_IMPORT_MAX_ROWS) throw new DomainError('validation', 'TOO_MANY_ROWS', PMS_IMPORT_MESSAGES.tooManyRows);

    const lastSyncDate = metadata.occurredAt;
    const errors: PmsImportRowError[] = [];
    const valid: { row: number; values: PmsPatientValues }[] = [];
    const seen = new Set<string>();
    rows.forEach((cells, i) => {
      const row = i + 1;
      const checked = validatePmsRow(row, pmsRowValues(headers, cells));
      if ('errors' in checked) return void errors.push(...checked.errors);
      if (seen.has(checked.values.email)) return void errors.push({ row, email: checked.values.email, field: 'email', message: PMS_IMPORT_MESSAGES.duplicateInFile });
      seen.add(checked.values.email);
      valid.push({ row, ...checked });
    });

    let created = 0;
    let updated = 0;
    let position: number | null = null;
    for (let start = 0; start < valid.length; start += PMS_IMPORT_BATCH) {
      const batch = valid.slice(start, start + PMS_IMPORT_BATCH);
      const outcomes = await Promise.all(
        batch.map(({ row, values }) =>
          importRow(ctx, call, { practiceId, locationId, values, lastSyncDate }).then(
            (r) => ({ row, values, ...r }),
            (error: unknown) => ({ row, values, error }),
          ),
        ),
      );
      for (const o of outcomes) {
        if ('error' in o) {
          if (!(o.error instanceof DomainError)) throw o.error;
          const message = o.error.code === 'USER_ALREADY_EXISTS' ? PMS_IMPORT_MESSAGES.otherAccount : o.error.message;
          errors.push({ row: o.row, email: o.values.email, field: 'email', message });
          continue;
        }
        if (o.outcome === 'created') created++;
        else updated++;
        position = Math.max(position ?? 0, o.position);
      }
    }
    errors.sort((a, b) => a.row - b.row);
    const failedRows = new Set(errors.map((e) => e.row)).size;
    return { total: rows.length, created, updated, failed: failedRows, lastSyncDate, errors, position };
  },
);

/**
 * One valid row: sync the practice's patient who has the e-mail, or reserve it and create one. Each
 * row runs on a store of its own (`onStepStore`): what one row read is no dependency of another's append.
 */
function importRow(
  ctx: CommandContext,
  call: Pick<CommandCall<unknown>, 'metadata' | 'idempotencyKey' | 'isRetry'>,
  cmd: { practiceId: string; locationId: string; values: PmsPatientValues; lastSyncDate: string },
): Promise<{ outcome: 'created' | 'updated'; position: number }> {
  const email = cmd.values.email;
  return onStepStore(ctx, async ({ store }) => {
    const holder = await emailHolder(store, email);
    const accountNumber = holder ?? (await reserveEmail(store, email, newAccountNumber(), call.metadata, call.idempotencyKey(`pms-reserve-${email}`), call.isRetry));
    const { result, events } = await store.handle(
      customerStream(accountNumber),
      customerDecider,
      (state) => decideImportPatient({ ...cmd, accountNumber }, state),
      { metadata: call.metadata, idempotencyKey: call.idempotencyKey(`pms-${email}`), replay: call.isRetry, retries: holder ? 3 : 0 },
    );
    if (!result) throw new Error('the import appended nothing');
    return { outcome: events[0]?.type === 'PatientCreated' ? 'created' : 'updated', position: result.position };
  });
}
