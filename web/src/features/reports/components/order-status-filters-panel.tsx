import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import type { ListFilter, OrderStatusFilterValues } from '@/features/reports/report-filters';

export interface FilterOption {
  value: string;
  label: string;
}

export type FilterOptions = Partial<Record<Exclude<ListFilter, 'productId'>, FilterOption[]>>;

interface CheckboxGroupProps {
  legend: string;
  options: FilterOption[];
  selected: readonly string[];
  onChange: (values: string[]) => void;
}

function CheckboxGroup({ legend, options, selected, onChange }: CheckboxGroupProps) {
  // Values chosen elsewhere (a dashboard link) that the option list does not know stay visible and removable.
  const known = new Set(options.map((o) => o.value));
  const all = [...options, ...selected.filter((v) => !known.has(v)).map((v) => ({ value: v, label: v }))];
  if (all.length === 0) return null;
  return (
    <fieldset className="report-filter-group">
      <legend className="report-filter-group__legend">{legend}</legend>
      <div className={all.length > 8 ? 'report-filter-group__options report-filter-group__options--scroll' : 'report-filter-group__options'}>
        {all.map((option) => (
          <label key={option.value} className="checkbox">
            <input
              type="checkbox"
              checked={selected.includes(option.value)}
              onChange={(e) => onChange(e.target.checked ? [...selected, option.value] : selected.filter((v) => v !== option.value))}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface OrderStatusFiltersPanelProps {
  id: string;
  filters: OrderStatusFilterValues;
  options: FilterOptions;
  rangeError?: string | undefined;
  onChange: (filters: OrderStatusFilterValues) => void;
  onClear: () => void;
  onClose: () => void;
}

/**
 * The filters side panel (spec point 2 "Side panels: filters"). Every change applies at once and
 * goes to the URL; Escape or Done closes it and gives focus back to the Filters button.
 */
export function OrderStatusFiltersPanel({ id, filters, options, rangeError, onChange, onClear, onClose }: OrderStatusFiltersPanelProps) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);

  // The URL changes in a transition; a local copy keeps the boxes and dates responsive meanwhile
  // (a controlled input must update at once), and follows the URL whenever it moves.
  const [draft, setDraft] = useState(filters);
  const [seen, setSeen] = useState(filters);
  if (seen !== filters) {
    setSeen(filters);
    setDraft(filters);
  }
  const set = <K extends keyof OrderStatusFilterValues>(key: K, value: OrderStatusFilterValues[K]) => {
    const next = { ...draft, [key]: value };
    setDraft(next);
    onChange(next);
  };

  return (
    <aside
      id={id}
      className="side-panel report-filters-panel"
      aria-labelledby={titleId}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
    >
      <div className="side-panel__header">
        <h2 id={titleId} ref={heading} tabIndex={-1} className="section-title">
          Filters
        </h2>
        <Button variant="ghost" size="sm" onClick={onClose} aria-label="Close filters">
          Close
        </Button>
      </div>

      <fieldset className="report-filter-group">
        <legend className="report-filter-group__legend">Order date</legend>
        <div className="report-filter-dates">
          <TextField label="From" type="date" value={draft.from ?? ''} max={draft.to} onChange={(e) => set('from', e.target.value || undefined)} />
          <TextField label="To" type="date" value={draft.to ?? ''} min={draft.from} error={rangeError} onChange={(e) => set('to', e.target.value || undefined)} />
        </div>
      </fieldset>

      <CheckboxGroup legend="Status" options={options.status ?? []} selected={draft.status} onChange={(v) => set('status', v as OrderStatusFilterValues['status'])} />
      {(options.locationId?.length ?? 0) > 1 || draft.locationId.length ? (
        <CheckboxGroup legend="Location" options={options.locationId ?? []} selected={draft.locationId} onChange={(v) => set('locationId', v)} />
      ) : null}
      <CheckboxGroup legend="Placed by" options={options.placedBy ?? []} selected={draft.placedBy} onChange={(v) => set('placedBy', v)} />
      <CheckboxGroup legend="Brand" options={options.brandId ?? []} selected={draft.brandId} onChange={(v) => set('brandId', v)} />
      <CheckboxGroup legend="Manufacturer" options={options.manufacturerId ?? []} selected={draft.manufacturerId} onChange={(v) => set('manufacturerId', v)} />

      <div className="report-filters-panel__actions">
        <Button variant="ghost" size="sm" onClick={onClear}>
          Clear all filters
        </Button>
        <Button size="sm" onClick={onClose}>
          Done
        </Button>
      </div>
    </aside>
  );
}
