import { type Selectable, sql } from 'kysely';
import { DIMENSION_LABELS, DIMENSIONS } from '../../../domain/catalog/dimensions';
import { packSizeLabel } from '../../../domain/catalog/product-labels';
import { assertMaySeePatient } from '../../../domain/patients/patient-access';
import { type EyeRxView, getPrescriptionsInput, getPrescriptionsReply, type PrescriptionView } from '../../../domain/prescriptions/api-schemas';
import type { EyeRx } from '../../../domain/prescriptions/events';
import { isExpired, isoDateOf, PRESCRIPTION_MESSAGES } from '../../../domain/prescriptions/prescription-rules';
import { DomainError } from '../../../domain/shared/errors';
import { dueFromOf, isDueForReorder } from '../../../domain/ordering/reorder';
import { supplyDaysPerBox } from '../../../domain/ordering/supply';
import type { PrescriptionsTable } from '../../../infra/read-models/tables';
import { loadPatientRecord } from '../../lib/patient-access';
import { queryRoute } from '../../lib/query-route';

type ProductFacts = { name: string; brand_name: string; pack_size: number; is_available: boolean; supply_amount: number; supply_unit: string };

function daysPerBox(p: ProductFacts | undefined): number | null {
  if (!p) return null;
  try {
    return Math.round(supplyDaysPerBox({ supplyAmount: p.supply_amount, supplyUnit: p.supply_unit }));
  } catch {
    return null;
  }
}

const parsed = (v: unknown): EyeRx | null => (v == null ? null : typeof v === 'string' ? (JSON.parse(v) as EyeRx) : (v as EyeRx));

function eyeView(eye: EyeRx | null, products: Map<string, ProductFacts>): EyeRxView | null {
  if (!eye) return null;
  const p = products.get(eye.productId);
  const packSize = eye.packSize ?? p?.pack_size ?? null;
  return {
    productId: eye.productId,
    variantId: eye.variantId,
    productName: p?.name ?? null,
    brand: p?.brand_name ?? null,
    packSize,
    packSizeLabel: packSize === null ? null : packSizeLabel(packSize),
    boxQuantity: eye.boxQuantity ?? null,
    supplyDaysPerBox: daysPerBox(p),
    isAvailable: p?.is_available ?? false,
    dimensions: DIMENSIONS.filter((d) => eye.dimensions[d] !== undefined).map((d) => ({ dimensionName: d, label: DIMENSION_LABELS[d], value: eye.dimensions[d]! })),
  };
}

function toView(r: Selectable<PrescriptionsTable>, today: string, products: Map<string, ProductFacts>, supplyUntil: string | null, superseded: boolean): PrescriptionView {
  const expired = isExpired(r.expiration_date, today);
  return {
    id: r.prescription_id,
    patientAccountNo: r.patient_account_no,
    prescriptionNickname: r.nickname,
    prescriptionExpirationDate: r.expiration_date,
    dateOfService: r.date_of_service,
    locationID: r.location_id,
    practiceId: r.practice_id,
    prescriber: r.prescriber,
    sameForBothEyes: r.same_for_both_eyes,
    isExpired: expired,
    status: expired ? 'expired' : 'active',
    createdInPms: r.created_in_pms,
    dueForReorder: !superseded && isDueForReorder(supplyUntil, today),
    supplyUntil,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    rightEyeRx: eyeView(parsed(r.right_eye), products),
    leftEyeRx: eyeView(parsed(r.left_eye), products),
  };
}

/**
 * POST /api/prescription/get {patientAccountNumber, filters…}: the patient's prescriptions, newest
 * expiration first (spec point 4), deleted ones left out, each with isExpired from today's date.
 * A patient reads their own (the account number may be omitted); Staff and Practice read their
 * practice's patients and patients linked to it; anyone else's patient → 404 'Patient not found'.
 * With `prescriptionId`, an unknown id → 404 'VALUE_NOT_FOUND: Prescription not found.' (spec point 8).
 * Filters (spec point 3): prescribedBy, isExpired, isActive, status, dueForReorder (issue #20: the
 * supply of its orders runs out within REORDER_WINDOW_DAYS, D-420; `reorder_supply` read model).
 */
export const getPrescriptionsRoute = queryRoute(
  {
    method: 'POST',
    path: '/api/prescription/get',
    tags: ['prescription'],
    summary: "A patient's prescriptions",
    auth: ['Patient', 'Staff', 'Practice'],
    readModels: ['prescriptions', 'customers', 'access_requests', 'catalog', 'reorder_supply'],
    input: getPrescriptionsInput,
    reply: getPrescriptionsReply,
  },
  async ({ input: body, claims }, ctx) => {
    // A patient reads their own list (the account number may be left out); a practice user names the patient.
    if (claims.customerGroup !== 'Patient' && !body.patientAccountNumber) throw new DomainError('validation', 'VALIDATION_ERROR', PRESCRIPTION_MESSAGES.patientRequired);
    const account = body.patientAccountNumber ?? claims.sub;
    const record = await loadPatientRecord(ctx.db, claims, account);
    assertMaySeePatient(claims, record);
    const patient = record.name ? { accountNumber: account, ...record.name } : null;

    const today = isoDateOf(new Date());
    let q = ctx.db.withSchema('rm').selectFrom('prescriptions').selectAll().where('patient_account_no', '=', account).where('state', '=', 'active');
    if (body.prescriptionId) q = q.where('prescription_id', '=', body.prescriptionId);
    if (body.prescribedBy) q = q.where('prescriber', '=', body.prescribedBy);
    const wantExpired = [
      body.isExpired,
      body.isActive === undefined ? undefined : !body.isActive,
      body.status === undefined ? undefined : body.status === 'expired',
    ].filter((v): v is boolean => v !== undefined);
    if (wantExpired.some((v) => v !== wantExpired[0])) return { patientAccountNumber: account, patient, today, prescriptions: [] };
    if (wantExpired[0] === true) q = q.where('expiration_date', '<', today);
    if (wantExpired[0] === false) q = q.where('expiration_date', '>=', today);
    // Issue #20: each prescription's supply (its shorter eye); due from REORDER_WINDOW_DAYS before it runs out (D-420),
    // unless the patient's latest order is for another prescription (D-423).
    const supplies = new Map<string, string>();
    const superseded = new Set<string>();
    for (const s of await ctx.db.withSchema('rm').selectFrom('reorder_supply').select(['prescription_id', 'supply_until', 'superseded']).where('customer_account_number', '=', account).execute()) {
      const current = supplies.get(s.prescription_id);
      if (current === undefined || s.supply_until < current) supplies.set(s.prescription_id, s.supply_until);
      if (s.superseded) superseded.add(s.prescription_id);
    }
    const dueIds = [...supplies].filter(([id, until]) => !superseded.has(id) && dueFromOf(until) <= today).map(([id]) => id);
    if (body.dueForReorder === true) q = dueIds.length > 0 ? q.where('prescription_id', 'in', dueIds) : q.where(sql<boolean>`false`);
    if (body.dueForReorder === false && dueIds.length > 0) q = q.where('prescription_id', 'not in', dueIds);
    const rows = await q.orderBy('expiration_date', 'desc').orderBy('prescription_id', 'desc').limit(500).execute();
    if (body.prescriptionId && rows.length === 0) {
      throw new DomainError('not_found', 'VALUE_NOT_FOUND', PRESCRIPTION_MESSAGES.notFound);
    }

    const productIds = [...new Set(rows.flatMap((r) => [r.right_product_id, r.left_product_id]).filter((p): p is string => !!p))];
    const products = new Map<string, ProductFacts>();
    if (productIds.length > 0) {
      const found = await ctx.db
        .withSchema('rm')
        .selectFrom('catalog_products')
        .select(['product_id', 'name', 'brand_name', 'pack_size', 'is_available', 'supply_amount', 'supply_unit'])
        .where('product_id', 'in', productIds)
        .execute();
      for (const p of found) products.set(p.product_id, p);
    }
    return { patientAccountNumber: account, patient, today, prescriptions: rows.map((r) => toView(r, today, products, supplies.get(r.prescription_id) ?? null, superseded.has(r.prescription_id))) };
  },
);
