import { ALL_BRANDS_ID, type PricingCategory } from '@domain/pricing/api-schemas';

/**
 * The brands to filter product pricing by. Spec point 7: "Category lists hide categories with
 * product count 0 and add an 'all brands' entry first".
 */
export function visibleBrands(categories: readonly PricingCategory[]): { recordId: string; name: string; productCount: number }[] {
  const shown = categories.filter((c) => c.productCount > 0);
  const total = shown.reduce((n, c) => n + c.productCount, 0);
  return [{ recordId: ALL_BRANDS_ID, name: 'All brands', productCount: total }, ...shown];
}

export function BrandList({ categories, selected, onSelect }: { categories: readonly PricingCategory[]; selected: string; onSelect: (recordId: string) => void }) {
  return (
    <nav className="card" aria-labelledby="brand-list-title">
      <h2 id="brand-list-title" className="brand-list__title">
        Brands
      </h2>
      <ul className="brand-list">
        {visibleBrands(categories).map((b) => (
          <li key={b.recordId}>
            <button type="button" className="brand-list__item" aria-current={b.recordId === selected ? 'true' : undefined} onClick={() => onSelect(b.recordId)}>
              <span>{b.name}</span>
              <span className="brand-list__count">
                {b.productCount}
                <span className="visually-hidden"> {b.productCount === 1 ? 'product' : 'products'}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
