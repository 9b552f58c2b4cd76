import { sql } from 'kysely';
import { practiceIdOf } from '../../../domain/identity/access-token';
import { searchPatientsInput, searchPatientsOutput } from '../../../domain/patients/api-schemas';
import { hasCompletedProfile } from '../../../domain/patients/profile-completeness';
import { patientListOrder } from '../../../domain/patients/search-patients';
import { PATIENT_SEARCH_MAX_MATCHES } from '../../../domain/shared/constants';
import { visiblePatients } from '../../lib/patient-access';
import { queryRoute } from '../../lib/query-route';
import { addDays, REORDER_WINDOW_DAYS } from '../../../domain/ordering/reorder';

/**
 * POST /api/customer/search: a practice's patient list and search (spec points 3, 5 and 9).
 * `keyword` (≥ 4 characters when given; every word must match name or e-mail), optional date of
 * birth, filters isImported and isInviteFlagged, addedDateSortBy newest/oldest, limit (12) and
 * offset. Deactivated ("deleted") patients only with includeDeactivated. Scoped by the
 * patient-access rule in its set form (query-api/lib/patient-access.ts: the caller's practice's
 * patients plus those who accepted its access request). A keyword search matching more than
 * PATIENT_SEARCH_MAX_MATCHES → TOO_MANY_RESULTS with an empty list (spec point 8, D-004); the plain
 * list pages through any number (D-076).
 */
export const searchPatientsRoute = queryRoute(
  {
    method: 'POST',
    path: '/api/customer/search',
    tags: ['customer'],
    summary: 'Patient list and search',
    auth: ['Staff', 'Practice'],
    readModels: ['customers', 'access_requests', 'patient_invites', 'reorder_supply'],
    input: searchPatientsInput,
    reply: searchPatientsOutput,
  },
  async ({ input, claims }, ctx) => {
    practiceIdOf(claims); // an account without a practice has no patient list: 403, not an empty one
    const { keyword, dob, limit, offset, isImported, isInviteFlagged, includeDeactivated, isDueForReorder } = input;
    // Issue #20: the current supply's last day (not superseded, D-423); due when it ends within the window (D-420).
    const today = new Date().toISOString().slice(0, 10);
    const lastDueSupplyDay = addDays(today, REORDER_WINDOW_DAYS - 1);
    const supplyUntil = sql<string | null>`(SELECT min(rs.supply_until) FROM rm.reorder_supply rs WHERE rs.customer_account_number = customers.account_number AND NOT rs.superseded)`;
    const words = keyword.toLowerCase().split(/\s+/).filter(Boolean);

    let q = await visiblePatients(ctx.db, claims);
    // Literal predicates (not parameters) so the planner can pick the partial indexes.
    if (!includeDeactivated) q = q.where(sql<boolean>`NOT customers.is_deactivated`);
    if (isImported !== undefined) q = q.where(isImported ? sql<boolean>`customers.is_imported` : sql<boolean>`NOT customers.is_imported`);
    if (isInviteFlagged !== undefined) q = q.where(isInviteFlagged ? sql<boolean>`customers.is_invite_flagged` : sql<boolean>`NOT customers.is_invite_flagged`);
    for (const w of words) q = q.where('customers.search_text', 'like', `%${w}%`);
    if (dob) q = q.where('customers.dob', '=', dob);
    if (isDueForReorder === true) q = q.where(sql<boolean>`${supplyUntil} <= ${lastDueSupplyDay}`);
    if (isDueForReorder === false) q = q.where(sql<boolean>`coalesce(${supplyUntil} > ${lastDueSupplyDay}, true)`);

    // One round trip: the page, the total (window count over every match) and the bounce flag
    // (the invites work's rm.patient_invites, D-079).
    let page = q
      .leftJoin('patient_invites as pi', (j) => j.onRef('pi.account_number', '=', 'customers.account_number').on('pi.bounced', '=', true))
      .select([
        'customers.account_number', 'customers.first_name', 'customers.last_name', 'customers.email', 'customers.dob',
        'customers.phone', 'customers.location_id', 'customers.is_registered', 'customers.registration_date',
        'customers.created_at', 'customers.has_been_sent_email', 'customers.is_deactivated', 'customers.is_imported',
        'customers.last_sync_date', 'customers.is_invite_flagged',
      ])
      .select([sql<boolean>`pi.account_number IS NOT NULL`.as('is_email_bounced'), sql<string | number>`count(*) OVER ()`.as('total'), supplyUntil.as('supply_until')]);
    const order = patientListOrder(input);
    if (isDueForReorder === true) page = page.orderBy(sql`supply_until`).orderBy('customers.account_number');
    else if (order === 'name') page = page.orderBy('customers.last_name').orderBy('customers.first_name').orderBy('customers.account_number');
    else if (order === 'oldest') page = page.orderBy('customers.created_at', 'asc').orderBy('customers.account_number', 'asc');
    else page = page.orderBy('customers.created_at', 'desc').orderBy('customers.account_number', 'desc');
    const rows = await page.limit(limit).offset(offset).execute();
    let total = Number(rows[0]?.total ?? 0);
    if (rows.length === 0 && offset > 0) {
      // Paged past the end: the window count saw no rows, so count once.
      const counted = await q.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
      total = Number(counted?.n ?? 0);
    }
    if (words.length > 0 && total > PATIENT_SEARCH_MAX_MATCHES) return { responseCode: 'TOO_MANY_RESULTS' as const, total, patients: [] };
    return {
      responseCode: 'OK' as const,
      total,
      patients: rows.map((r) => ({
        accountNumber: r.account_number,
        firstName: r.first_name,
        lastName: r.last_name,
        email: r.email,
        dob: r.dob,
        phone: r.phone,
        locationId: r.location_id,
        isRegistered: r.is_registered,
        registrationDate: r.registration_date,
        createdAt: r.created_at,
        hasCompletedProfile: hasCompletedProfile({ firstName: r.first_name, lastName: r.last_name, email: r.email, dob: r.dob, phone: r.phone }),
        isDeactivated: r.is_deactivated,
        isImported: r.is_imported,
        lastSyncDate: r.last_sync_date,
        hasBeenSentEmail: r.has_been_sent_email,
        isInviteFlagged: r.is_invite_flagged,
        isEmailBounced: Boolean(r.is_email_bounced),
        supplyUntil: r.supply_until ?? null,
        dueForReorder: r.supply_until != null && r.supply_until <= lastDueSupplyDay,
      })),
    };
  },
);
