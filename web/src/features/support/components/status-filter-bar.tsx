import { SelectField } from '@/components/select-field';

/** A CSR list's "Show" choice of status, above the list (its value kept by useStatusPageParams). */
export function StatusFilterBar<S extends string>({ options, status, onChange }: { options: readonly (readonly [S, string])[]; status: S; onChange: (status: string) => void }) {
  return (
    <div className="section-bar">
      <SelectField label="Show" options={options} value={status} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}
