import { Button } from '@/components/button';
import type { FilterChip, OrderStatusFilterValues } from '@/features/reports/report-filters';

interface FilterChipsProps {
  chips: FilterChip[];
  filters: OrderStatusFilterValues;
  onChange: (filters: OrderStatusFilterValues) => void;
  onClear: () => void;
}

/** The active filters as removable chips (spec point 3: active filters are type and id pairs). */
export function FilterChips({ chips, filters, onChange, onClear }: FilterChipsProps) {
  if (chips.length === 0) return null;
  return (
    <div className="report-chips">
      <ul className="report-chips__list" aria-label="Active filters">
        {chips.map((chip) => (
          <li key={chip.id} className="report-chip">
            <span>{chip.text}</span>
            <button type="button" className="report-chip__remove" aria-label={`Remove filter ${chip.text}`} onClick={() => onChange(chip.without(filters))}>
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      {chips.length > 1 ? (
        <Button variant="ghost" size="sm" onClick={onClear}>
          Clear all filters
        </Button>
      ) : null}
    </div>
  );
}
