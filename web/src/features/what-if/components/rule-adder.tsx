import { useState } from 'react';
import type { PricingRuleInput } from '@domain/pricing/api-schemas';
import { SCOPE_LABELS } from '@domain/pricing/describe-strategy';
import { PRICING_SCOPES, type PricingScope, PRODUCT_TYPES } from '@domain/pricing/events';
import { ruleForm } from '@domain/pricing/set-pricing-rule';
import { Button } from '@/components/button';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';

/** What a rule can be for: the catalog's brands, manufacturers and products, as [id, name]. */
export interface ScopeChoices {
  brands: readonly (readonly [string, string])[];
  manufacturers: readonly (readonly [string, string])[];
  products: readonly (readonly [string, string])[];
}

const TYPE_OPTIONS = [
  ['percentage', 'Markup (%)'],
  ['dollar', 'Markup ($ per box)'],
  ['price', 'Price ($ per box)'],
] as const;
const TIERS = [
  ['unitMarkupValue', 'Single'],
  ['semiAnnualMarkupValue', 'Semi-annual'],
  ['annualMarkupValue', 'Annual'],
] as const;
const PRODUCT_TYPE_LABELS: Record<(typeof PRODUCT_TYPES)[number], string> = { spherical: 'Spherical', toric: 'Toric', multifocal: 'Multifocal', color: 'Color' };

type Draft = { scope: PricingScope; scopeId: string; markupType: 'percentage' | 'dollar' | 'price'; tiered: boolean; markupValue: string; unitMarkupValue: string; semiAnnualMarkupValue: string; annualMarkupValue: string };
const EMPTY: Draft = { scope: 'brand', scopeId: '', markupType: 'percentage', tiered: false, markupValue: '', unitMarkupValue: '', semiAnnualMarkupValue: '', annualMarkupValue: '' };

/**
 * Adds a custom rule to the what-if's alternative (issue #32): a scope and what it is for, a markup
 * or a price, tiered or not — checked with the pricing screens' own rule form (ruleForm), its
 * messages next to the fields, before it joins the list.
 */
export function RuleAdder({ choices, onAdd }: { choices: ScopeChoices; onAdd: (rule: PricingRuleInput) => void }) {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const items: readonly (readonly [string, string])[] =
    draft.scope === 'brand' ? choices.brands : draft.scope === 'manufacturer' ? choices.manufacturers : draft.scope === 'product' ? choices.products : draft.scope === 'productType' ? PRODUCT_TYPES.map((t) => [t, PRODUCT_TYPE_LABELS[t]] as const) : [];
  const unit = draft.markupType === 'percentage' ? '(%)' : '($ per box)';

  function add() {
    const scopeId = draft.scope === 'favorites' ? 'favorites' : draft.scopeId;
    if (draft.scope !== 'favorites' && !scopeId) {
      setErrors({ scopeId: `Choose the ${SCOPE_LABELS[draft.scope].toLowerCase()} the rule is for.` });
      return;
    }
    const parsed = ruleForm(draft.scope, scopeId).safeParse(draft);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? 'markupValue'), i.message])));
      return;
    }
    setErrors({});
    onAdd({ ...parsed.data, markupType: draft.markupType });
    setDraft({ ...EMPTY, scope: draft.scope, markupType: draft.markupType });
  }

  return (
    <fieldset className="rule-adder">
      <legend className="rule-adder__legend">Add a rule</legend>
      <SelectField label="Rule for" options={PRICING_SCOPES.map((s) => [s, SCOPE_LABELS[s]] as const)} value={draft.scope} onChange={(e) => (set({ scope: e.target.value as PricingScope, scopeId: '' }), setErrors({}))} />
      {draft.scope !== 'favorites' ? (
        <SelectField label={SCOPE_LABELS[draft.scope]} placeholder={`Choose a ${SCOPE_LABELS[draft.scope].toLowerCase()}`} options={items} value={draft.scopeId} error={errors.scopeId} onChange={(e) => set({ scopeId: e.target.value })} />
      ) : null}
      <SelectField
        label="Rule type"
        options={TYPE_OPTIONS.filter(([v]) => v !== 'price' || draft.scope === 'product')}
        value={draft.markupType}
        error={errors.markupType}
        onChange={(e) => set({ markupType: e.target.value as Draft['markupType'] })}
      />
      <label className="pricing-checkbox rule-adder__tiered">
        <input type="checkbox" checked={draft.tiered} onChange={(e) => set({ tiered: e.target.checked })} />
        Tiered
      </label>
      {draft.tiered ? (
        TIERS.map(([field, label]) => <TextField key={field} label={`${label} ${unit}`} inputMode="decimal" value={draft[field]} error={errors[field]} onChange={(e) => set({ [field]: e.target.value })} />)
      ) : (
        <TextField label={`${draft.markupType === 'price' ? 'Price' : 'Markup'} ${unit}`} inputMode="decimal" value={draft.markupValue} error={errors.markupValue} onChange={(e) => set({ markupValue: e.target.value })} />
      )}
      <div className="rule-adder__action">
        <Button variant="secondary" onClick={add}>
          Add rule
        </Button>
      </div>
    </fieldset>
  );
}
