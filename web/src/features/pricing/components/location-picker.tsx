import type { PricingLocation } from '@domain/pricing/api-schemas';
import { SelectField } from '@/components/select-field';

/** The location whose pricing a screen shows (only when there is more than one to choose from). */
export function LocationPicker({ locations, value, onChange }: { locations: readonly PricingLocation[]; value: string; onChange: (locationId: string) => void }) {
  if (locations.length < 2) return null;
  return <SelectField label="Location" options={locations.map((l) => [l.locationId, l.name] as const)} value={value} onChange={(e) => onChange(e.target.value)} />;
}
