import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { GetStrategyReply } from '@domain/pricing/api-schemas';
import { MARKUP_TYPE_LABELS, SCOPE_LABELS } from '@domain/pricing/describe-strategy';
import type { PricingScope } from '@domain/pricing/events';
import { PRICING_MESSAGES } from '@domain/pricing/messages';
import { ruleForm, ruleFormValuesOf, type RuleFormValues } from '@domain/pricing/set-pricing-rule';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { pricingErrorDetail } from '@/features/pricing/api/errors';
import { useSetPricingRule } from '@/features/pricing/api/set-pricing-rule';
import { useUpdateStrategy } from '@/features/pricing/api/update-strategy';

/** What a rule can be for, in words ("Brand: Aurora Day"). */
export interface ScopeChoice {
  scope: PricingScope;
  scopeId: string;
  name: string;
}

const RULE_TYPE_OPTIONS = [
  ['percentage', 'Markup (%)'],
  ['dollar', 'Markup ($ per box)'],
  ['price', 'Price ($ per box)'],
  ['none', 'No rule (remove it)'],
] as const;

const TIER_FIELDS = [
  ['unitMarkupValue', 'Single'],
  ['semiAnnualMarkupValue', 'Semi-annual'],
  ['annualMarkupValue', 'Annual'],
] as const;

const choiceKey = (c: ScopeChoice) => `${c.scope}:${c.scopeId}`;

function RuleForm({ choice, strategy, onDone, onCancel }: { choice: ScopeChoice; strategy: GetStrategyReply; onDone: () => void; onCancel: () => void }) {
  const schema = ruleForm(choice.scope, choice.scopeId);
  const current = strategy.rules.find((r) => r.scope === choice.scope && r.scopeId === choice.scopeId) ?? null;
  const setRule = useSetPricingRule();
  const switchToCustom = useUpdateStrategy();
  const [useCustom, setUseCustom] = useState(strategy.markupType !== 'custom');
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({ resolver: zodResolver(schema), defaultValues: ruleFormValuesOf(current) });
  const watched = useWatch({ control }) as RuleFormValues;
  const type = watched.markupType ?? 'percentage';
  const unit = type === 'percentage' ? '(%)' : '($ per box)';
  const what = type === 'price' ? 'price' : 'markup';
  const options = RULE_TYPE_OPTIONS.filter(([value]) => value !== 'price' || choice.scope === 'product');
  const error = setRule.error ?? switchToCustom.error;
  const busy = setRule.isPending || switchToCustom.isPending;

  async function submit(values: z.output<typeof schema>) {
    try {
      // The rule first: a refused rule (e.g. a price below cost) leaves the strategy as it was.
      await setRule.mutateAsync({ ...values, locationId: strategy.locationId });
      if (useCustom && strategy.markupType !== 'custom' && values.markupType !== 'none') {
        await switchToCustom.mutateAsync({
          locationId: strategy.locationId,
          markupType: 'custom',
          tiered: false,
          minBaseUnitPrice: strategy.minBaseUnitPrice,
          minBaseSemiAnnualPrice: strategy.minBaseSemiAnnualPrice,
          minBaseAnnualPrice: strategy.minBaseAnnualPrice,
        });
      }
      onDone();
    } catch {
      // Shown from the mutations' error.
    }
  }

  return (
    <form className="pricing-rule-form" noValidate onSubmit={handleSubmit(submit)} aria-label={`Rule for ${SCOPE_LABELS[choice.scope].toLowerCase()} ${choice.name}`}>
      {error ? (
        <Alert tone="error" title={PRICING_MESSAGES.updateFailed}>
          {pricingErrorDetail(error)}
        </Alert>
      ) : null}
      {current ? <p className="muted">This {SCOPE_LABELS[choice.scope].toLowerCase()} has a rule; saving replaces it.</p> : null}
      <SelectField label="Rule" options={options} {...register('markupType')} />
      {type !== 'none' ? (
        <>
          <label className="pricing-checkbox">
            <input type="checkbox" {...register('tiered')} />A different {what} for semi-annual and annual supplies
          </label>
          {watched.tiered ? (
            <div className="pricing-form__values">
              {TIER_FIELDS.map(([field, label]) => (
                <TextField key={field} label={`${label} ${what} ${unit}`} inputMode="decimal" error={errors[field]?.message} {...register(field)} />
              ))}
            </div>
          ) : (
            <TextField label={`${what === 'price' ? 'Price' : 'Markup'} ${unit}`} inputMode="decimal" error={errors.markupValue?.message} {...register('markupValue')} />
          )}
          {errors.markupType?.message ? <p className="field__error">{errors.markupType.message}</p> : null}
          {strategy.markupType !== 'custom' ? (
            <label className="pricing-checkbox">
              <input type="checkbox" checked={useCustom} onChange={(e) => setUseCustom(e.target.checked)} />
              Switch to Custom pricing so this rule is used (now: {MARKUP_TYPE_LABELS[strategy.markupType]}; products without a rule then use suggested pricing)
            </label>
          ) : null}
        </>
      ) : null}
      <div className="form__actions">
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={busy}>
          Save rule
        </Button>
      </div>
    </form>
  );
}

/**
 * Sets a custom price or markup for a product or a whole scope (brand, product type, manufacturer,
 * favorites) with /pricing/set. Rules price products under the Custom strategy (D-151): when the
 * location uses another strategy the dialog says so and offers to switch.
 */
export function PriceRuleDialog({ open, choices, strategy, onClose }: { open: boolean; choices: readonly ScopeChoice[]; strategy: GetStrategyReply | undefined; onClose: () => void }) {
  const [selected, setSelected] = useState<string>('');
  const choice = choices.find((c) => choiceKey(c) === selected) ?? choices[0];
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={choice?.scope === 'product' ? `Set price: ${choice.name}` : 'Set a pricing rule'}
      description={
        strategy && strategy.markupType !== 'custom'
          ? `Rules are used when the pricing strategy is Custom. ${strategy.locationName} uses ${MARKUP_TYPE_LABELS[strategy.markupType]} pricing now; the rule is kept either way.`
          : 'The most specific rule prices a product: product, then brand, product type, manufacturer, favorites.'
      }
    >
      {open && choice && strategy ? (
        <div className="stack-md">
          {choices.length > 1 ? (
            <SelectField
              label="Applies to"
              options={choices.map((c) => [choiceKey(c), `${SCOPE_LABELS[c.scope]}: ${c.name}`] as const)}
              value={choiceKey(choice)}
              onChange={(e) => setSelected(e.target.value)}
            />
          ) : null}
          <RuleForm key={choiceKey(choice)} choice={choice} strategy={strategy} onDone={onClose} onCancel={onClose} />
        </div>
      ) : null}
    </Dialog>
  );
}
