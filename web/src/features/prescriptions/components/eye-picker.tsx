import { useEffect, useMemo } from 'react';
import { DIMENSION_LABELS, DIMENSIONS, type DimensionName } from '@domain/catalog/dimensions';
import { SelectField } from '@/components/select-field';
import type { CatalogProduct } from '@/features/prescriptions/api/get-catalog-products';
import { useProductOptions } from '@/features/prescriptions/api/get-product-options';

/** One eye's lens as it is being chosen: brand → product → a value per dimension (spec order). */
export interface EyeChoice {
  brandId: string;
  productId: string;
  selected: Partial<Record<DimensionName, string>>;
}

export const emptyEyeChoice = (): EyeChoice => ({ brandId: '', productId: '', selected: {} });

/** Chosen values only (no empty strings), in spec order: the body of refreshoptions and variantbyoption. */
export function chosenValues(choice: EyeChoice): Record<string, string> {
  const out: Record<string, string> = {};
  for (const d of DIMENSIONS) {
    const v = choice.selected[d];
    if (v) out[d] = v;
  }
  return out;
}

/** 'empty' (nothing chosen), 'complete' (product and every dimension), or 'partial'. */
export function eyeChoiceState(choice: EyeChoice, product: CatalogProduct | undefined): 'empty' | 'partial' | 'complete' {
  if (!choice.productId) return choice.brandId ? 'partial' : 'empty';
  if (!product) return 'partial';
  return product.dimensions.every((d) => !!choice.selected[d]) ? 'complete' : 'partial';
}

interface EyePickerProps {
  /** "Right eye (OD)" / "Left eye (OS)": the fieldset's accessible name. */
  legend: string;
  value: EyeChoice;
  onChange: (next: EyeChoice) => void;
  products: CatalogProduct[];
  error?: string | undefined;
}

/**
 * Brand, product, then one select per lens dimension in spec order (base curve, diameter, power,
 * cylinder, axis, add, color). Options come from /api/product/options and, once something is
 * chosen, /api/product/refreshoptions, so only combinations the product offers can be picked.
 * A dimension with a single value is pre-selected and shows the spec's double-check warning.
 */
export function EyePicker({ legend, value, onChange, products, error }: EyePickerProps) {
  const product = products.find((p) => p.productId === value.productId);
  const brandId = value.brandId || product?.brandId || '';
  const brands = useMemo(() => {
    const seen = new Map<string, string>();
    for (const p of products) if (p.isAvailable || p.productId === value.productId) seen.set(p.brandId, p.brand);
    return [...seen.entries()].sort((a, b) => a[1].localeCompare(b[1]));
  }, [products, value.productId]);
  const brandProducts = products.filter((p) => p.brandId === brandId && (p.isAvailable || p.productId === value.productId));
  const selected = chosenValues(value);
  const options = useProductOptions(value.productId || null, selected);

  // Pre-select a dimension that offers one value only (the warning below still asks to double-check).
  useEffect(() => {
    if (!options.data || options.isPlaceholderData) return;
    const singles = options.data.filter((o) => o.singleValue && !value.selected[o.dimensionName] && o.options[0]);
    if (singles.length === 0) return;
    const next = { ...value.selected };
    for (const o of singles) next[o.dimensionName] = o.options[0]!;
    onChange({ ...value, selected: next });
  }, [options.data, options.isPlaceholderData, value, onChange]);

  return (
    <fieldset className="eye-picker">
      <legend className="eye-picker__legend">{legend}</legend>
      <div className="eye-picker__grid">
        <SelectField
          label="Brand"
          value={brandId}
          placeholder="Choose a brand"
          options={brands}
          onChange={(e) => onChange({ brandId: e.target.value, productId: '', selected: {} })}
        />
        <SelectField
          label="Product"
          value={value.productId}
          placeholder={brandId ? 'Choose a product' : 'Choose a brand first'}
          disabled={!brandId}
          options={brandProducts.map((p) => [p.productId, `${p.productName} (${p.packSizeLabel})`] as const)}
          onChange={(e) => onChange({ brandId, productId: e.target.value, selected: {} })}
        />
        {product
          ? DIMENSIONS.filter((d) => product.dimensions.includes(d)).map((d) => {
              const o = options.data?.find((x) => x.dimensionName === d);
              const current = value.selected[d] ?? '';
              const list = o?.options ?? (current ? [current] : []);
              return (
                <SelectField
                  key={d}
                  label={o?.label ?? DIMENSION_LABELS[d]}
                  value={current}
                  placeholder="Choose"
                  disabled={!o}
                  options={list.map((v) => [v, v] as const)}
                  hint={o?.singleValue ? <span className="eye-picker__warning">{o.warning ?? 'This product offers only one value for this attribute. Please double-check the selection.'}</span> : undefined}
                  onChange={(e) => {
                    const next = { ...value.selected };
                    if (e.target.value) next[d] = e.target.value;
                    else delete next[d];
                    onChange({ brandId, productId: value.productId, selected: next });
                  }}
                />
              );
            })
          : null}
      </div>
      {options.isError ? <p className="field__error">Invalid product combination. Please check the selected lens parameters.</p> : null}
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
