import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ALL_BRANDS_ID, PRODUCT_SORT_LABELS, PRODUCT_SORTS, type ProductPriceRow, type ProductSort } from '@domain/pricing/api-schemas';
import { describeStrategy, MARKUP_TYPE_LABELS } from '@domain/pricing/describe-strategy';
import { PRODUCT_TYPES } from '@domain/pricing/events';
import { PRICING_MESSAGES } from '@domain/pricing/messages';
import { Alert } from '@/components/alert';
import { Button, ButtonLink } from '@/components/button';
import { SelectField } from '@/components/select-field';
import { Spinner } from '@/components/spinner';
import { TextField } from '@/components/text-field';
import { pricingErrorDetail } from '@/features/pricing/api/errors';
import { useExportPricing } from '@/features/pricing/api/export-pricing';
import { usePricingCategories } from '@/features/pricing/api/get-pricing-categories';
import { usePricingProducts } from '@/features/pricing/api/get-pricing-products';
import { useStrategy } from '@/features/pricing/api/get-strategy';
import { pricingKeys } from '@/features/pricing/api/keys';
import { useRemoveFavorite } from '@/features/pricing/api/remove-favorite';
import { useSetFavorite } from '@/features/pricing/api/set-favorite';
import { BrandList, visibleBrands } from './brand-list';
import { PriceRuleDialog, type ScopeChoice } from './price-rule-dialog';
import { ProductsTable } from './products-table';
import './pricing.css';
import { RetryButton } from '@/components/retry-button';

export const PRODUCT_PRICING_PAGE_SIZE = 25;

const TYPE_LABELS: Record<string, string> = { spherical: 'Spherical', toric: 'Toric', multifocal: 'Multifocal', color: 'Color' };
const SORT_OPTIONS = PRODUCT_SORTS.map((s) => [s, PRODUCT_SORT_LABELS[s]] as const);
const TYPE_OPTIONS = PRODUCT_TYPES.map((t) => [t, TYPE_LABELS[t] ?? t] as const);

/**
 * /location/product-pricing: brands ("All brands" first, empty brands hidden), the products table
 * with cost, retail and markup per tier, the spec's sort options, filters, favorites, rules for a
 * product or a whole scope, the CSV export and one Refresh of categories and products together.
 * Filters live in the URL.
 */
export function ProductPricing({ locationId, strategyHref }: { locationId: string; strategyHref: string }) {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const brandId = params.get('brand') ?? ALL_BRANDS_ID;
  const manufacturerId = params.get('manufacturer') ?? '';
  const productType = params.get('type') ?? '';
  // Local state answers the click at once; the URL (a transition) follows.
  const [favoritesOnly, setFavoritesOnly] = useState(params.get('favorites') === '1');
  const keyword = params.get('q') ?? '';
  const sort = (PRODUCT_SORTS as readonly string[]).includes(params.get('sort') ?? '') ? (params.get('sort') as ProductSort) : 'az';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [keywordDraft, setKeywordDraft] = useState(keyword);
  const [dialog, setDialog] = useState<{ choices: ScopeChoice[]; key: number } | null>(null);
  const [pendingFavorites, setPendingFavorites] = useState<ReadonlySet<string>>(new Set());

  const strategy = useStrategy(locationId);
  const categories = usePricingCategories(locationId);
  const products = usePricingProducts({
    locationId,
    brandId: brandId === ALL_BRANDS_ID ? undefined : brandId,
    manufacturerId: manufacturerId || undefined,
    productType: productType || undefined,
    favorites: favoritesOnly || undefined,
    keyword: keyword || undefined,
    sort,
    limit: PRODUCT_PRICING_PAGE_SIZE,
    offset: (page - 1) * PRODUCT_PRICING_PAGE_SIZE,
  });
  const addFavorite = useSetFavorite();
  const removeFavorite = useRemoveFavorite();
  const exporter = useExportPricing();

  function update(next: Record<string, string | null>, keepPage = false) {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v === null || v === '') p.delete(k);
      else p.set(k, v);
    }
    if (!keepPage) p.delete('page');
    setParams(p, { replace: true });
  }

  async function toggleFavorite(row: ProductPriceRow) {
    setPendingFavorites((s) => new Set(s).add(row.productId));
    const input = { locationId, productIds: [row.productId] };
    try {
      await (row.isFavorite ? removeFavorite.mutateAsync(input) : addFavorite.mutateAsync(input));
    } catch {
      // Shown below from the mutation's error.
    } finally {
      setPendingFavorites((s) => {
        const next = new Set(s);
        next.delete(row.productId);
        return next;
      });
    }
  }

  const brandName = (id: string) => categories.data?.categories.find((c) => c.recordId === id)?.name ?? id;
  const manufacturers = categories.data?.manufacturers.filter((m) => m.productCount > 0) ?? [];

  function rowChoices(row: ProductPriceRow): ScopeChoice[] {
    return [
      { scope: 'product', scopeId: row.productId, name: row.productName },
      { scope: 'brand', scopeId: row.brandId, name: row.brandName },
      { scope: 'productType', scopeId: row.productType, name: TYPE_LABELS[row.productType] ?? row.productType },
      { scope: 'manufacturer', scopeId: row.manufacturerId, name: row.manufacturerName },
      { scope: 'favorites', scopeId: 'favorites', name: 'Your favorites' },
    ];
  }

  function toolbarChoices(): ScopeChoice[] {
    const out: ScopeChoice[] = [];
    if (brandId !== ALL_BRANDS_ID) out.push({ scope: 'brand', scopeId: brandId, name: brandName(brandId) });
    if (productType) out.push({ scope: 'productType', scopeId: productType, name: TYPE_LABELS[productType] ?? productType });
    if (manufacturerId) out.push({ scope: 'manufacturer', scopeId: manufacturerId, name: manufacturers.find((m) => m.manufacturerId === manufacturerId)?.name ?? manufacturerId });
    for (const b of visibleBrands(categories.data?.categories ?? []).slice(1)) if (b.recordId !== brandId) out.push({ scope: 'brand', scopeId: b.recordId, name: b.name });
    for (const t of PRODUCT_TYPES) if (t !== productType) out.push({ scope: 'productType', scopeId: t, name: TYPE_LABELS[t] ?? t });
    for (const m of manufacturers) if (m.manufacturerId !== manufacturerId) out.push({ scope: 'manufacturer', scopeId: m.manufacturerId, name: m.name });
    out.push({ scope: 'favorites', scopeId: 'favorites', name: 'Your favorites' });
    return out;
  }

  const refreshing = categories.isFetching || products.isFetching;
  const favoriteError = addFavorite.error ?? removeFavorite.error;

  return (
    <div className="stack-lg">
      {strategy.data ? (
        <Alert tone="info" title={`${MARKUP_TYPE_LABELS[strategy.data.markupType]} pricing at ${strategy.data.locationName}`} action={<ButtonLink to={strategyHref} variant="secondary" size="sm">Edit pricing strategy</ButtonLink>}>
          {describeStrategy(strategy.data).join(' ')}
          {strategy.data.markupType !== 'custom' && strategy.data.rules.length > 0 ? ` Your ${strategy.data.rules.length} custom rule(s) are kept and apply when you choose Custom.` : ''}
        </Alert>
      ) : null}
      {favoriteError ? (
        <Alert tone="error" title={PRICING_MESSAGES.updateFailed}>
          {pricingErrorDetail(favoriteError)}
        </Alert>
      ) : null}
      {exporter.isError ? <Alert tone="error">The pricing export could not be created. Please try again.</Alert> : null}
      {categories.isError || products.isError ? (
        <Alert tone="error" action={<RetryButton onRetry={() => queryClient.refetchQueries({ queryKey: pricingKeys.catalog(locationId) })} />}>
          {PRICING_MESSAGES.loadFailed}
        </Alert>
      ) : null}
      <div className="pricing-layout">
        {categories.data ? <BrandList categories={categories.data.categories} selected={brandId} onSelect={(id) => update({ brand: id === ALL_BRANDS_ID ? null : id })} /> : <Spinner label="Loading brands…" />}
        <div>
          <div className="pricing-toolbar" role="group" aria-label="Filters">
            <form
              role="search"
              onSubmit={(e) => {
                e.preventDefault();
                update({ q: keywordDraft.trim() || null });
              }}
            >
              <TextField label="Search products" type="search" value={keywordDraft} onChange={(e) => setKeywordDraft(e.target.value)} />
            </form>
            <SelectField label="Sort by" options={SORT_OPTIONS} value={sort} onChange={(e) => update({ sort: e.target.value === 'az' ? null : e.target.value })} />
            <SelectField label="Product type" options={TYPE_OPTIONS} placeholder="All types" value={productType} onChange={(e) => update({ type: e.target.value || null })} />
            <SelectField
              label="Manufacturer"
              options={manufacturers.map((m) => [m.manufacturerId, m.name] as const)}
              placeholder="All manufacturers"
              value={manufacturerId}
              onChange={(e) => update({ manufacturer: e.target.value || null })}
            />
            <label className="pricing-checkbox">
              <input type="checkbox" checked={favoritesOnly} onChange={(e) => {
                  setFavoritesOnly(e.target.checked);
                  update({ favorites: e.target.checked ? '1' : null });
                }}
              />
              Favorites only
            </label>
          </div>
          <div className="section-bar pricing-notice">
            <p className="muted" aria-live="polite">
              {products.data ? `${products.data.total} ${products.data.total === 1 ? 'product' : 'products'}` : ''}
            </p>
            <div className="pricing-location__actions" style={{ marginTop: 0 }}>
              <Button variant="ghost" size="sm" loading={refreshing} onClick={() => void queryClient.refetchQueries({ queryKey: pricingKeys.catalog(locationId) })}>
                Refresh
              </Button>
              <Button variant="secondary" size="sm" onClick={() => exporter.mutate([locationId])} loading={exporter.isPending}>
                Export CSV
              </Button>
              <Button variant="secondary" size="sm" onClick={() => setDialog({ choices: toolbarChoices(), key: Date.now() })} disabled={!strategy.data || !categories.data}>
                Set a pricing rule
              </Button>
            </div>
          </div>
          {products.data ? (
            <ProductsTable
              rows={products.data.items}
              total={products.data.total}
              page={page}
              pageSize={PRODUCT_PRICING_PAGE_SIZE}
              onPageChange={(p) => update({ page: p > 1 ? String(p) : null }, true)}
              updating={products.isPlaceholderData && products.isFetching}
              pendingFavorites={pendingFavorites}
              onToggleFavorite={(row) => void toggleFavorite(row)}
              onSetPrice={(row) => setDialog({ choices: rowChoices(row), key: Date.now() })}
            />
          ) : products.isPending ? (
            <Spinner label="Loading product prices…" />
          ) : null}
        </div>
      </div>
      <PriceRuleDialog key={dialog?.key ?? 0} open={dialog !== null} choices={dialog?.choices ?? []} strategy={strategy.data} onClose={() => setDialog(null)} />
    </div>
  );
}
