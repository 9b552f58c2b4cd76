import { useSearchParams } from 'react-router-dom';
import { listDistributorStaffInput } from '@domain/distributor-staff/api-schemas';
import type { DistributorStaffFilters } from '../api/list-distributor-staff';

const FILTERS = listDistributorStaffInput.pick({ search: true, role: true, status: true });
const DEFAULTS: DistributorStaffFilters = { search: '', role: 'all', status: 'all' };

/**
 * The Distributor Staff screen's filters and page in the URL (`?search=&role=&status=&page=`), read
 * with the API's own rules (anything it would refuse is its default); a default leaves its parameter
 * out, and new filters go back to page 1.
 */
export function useStaffListParams() {
  const [params, setParams] = useSearchParams();
  const parsed = FILTERS.safeParse({ search: params.get('search') ?? undefined, role: params.get('role') ?? undefined, status: params.get('status') ?? undefined });
  const filters: DistributorStaffFilters = parsed.success ? parsed.data : DEFAULTS;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const write = (next: DistributorStaffFilters, nextPage: number) => {
    const p = new URLSearchParams();
    for (const key of ['search', 'role', 'status'] as const) if (next[key] !== DEFAULTS[key]) p.set(key, next[key]);
    if (nextPage > 1) p.set('page', String(nextPage));
    setParams(p);
  };
  return { filters, page, setFilters: (next: DistributorStaffFilters) => write(next, 1), setPage: (next: number) => write(filters, next) };
}
