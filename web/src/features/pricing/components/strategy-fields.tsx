import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { MARKUP_TYPE_LABELS } from '@domain/pricing/describe-strategy';
import { MARKUP_TYPES, type MarkupType } from '@domain/pricing/events';
import type { StrategyFormValues } from '@domain/pricing/update-strategy';
import { TextField } from '@/components/text-field';
import './pricing.css';

const TYPE_HELP: Record<MarkupType, string> = {
  suggested: 'A 40% markup on every product: our suggested retail prices.',
  percentage: 'Your own markup over cost, as a percentage.',
  dollar: 'A fixed amount added to the cost of every box.',
  custom: 'Your own markups or prices for products, brands, product types, manufacturers or your favorites, set in Product pricing. Products without a rule use suggested pricing.',
};

const TIER_FIELDS = [
  ['unitMarkupValue', 'Single'],
  ['semiAnnualMarkupValue', 'Semi-annual (6 months or more)'],
  ['annualMarkupValue', 'Annual (a year or more)'],
] as const;

const MINIMUM_FIELDS = [
  ['minBaseUnitPrice', 'Single'],
  ['minBaseSemiAnnualPrice', 'Semi-annual'],
  ['minBaseAnnualPrice', 'Annual'],
] as const;

/**
 * A pricing strategy's fields (spec point 3): Suggested, Percentage, Fixed or Custom, tiered or
 * not, the values (a percentage shown as x) and the minimum prices, each with its message. Written
 * once for every form that sets a strategy — the strategy editor, and the what-if replay's
 * alternative (issue #32) — inside that form's FormProvider, on the domain's strategyForm fields.
 */
export function StrategyFields({ customNote, customHelp, onTypeChange }: { customNote?: ReactNode; customHelp?: string; onTypeChange?: () => void }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<StrategyFormValues>();
  const watched = useWatch({ control }) as StrategyFormValues;
  const markupType = watched.markupType ?? 'suggested';
  const tiered = Boolean(watched.tiered);
  const hasMarkup = markupType === 'percentage' || markupType === 'dollar';
  const unit = markupType === 'percentage' ? '(%)' : '($ per box)';
  return (
    <>
      <section className="card card--padded stack-md" aria-labelledby="strategy-type-title">
        <h2 id="strategy-type-title" className="section-title">
          Strategy
        </h2>
        <fieldset className="segmented">
          <legend className="segmented__legend">Pricing strategy type</legend>
          {MARKUP_TYPES.map((type) => (
            <label key={type} className="segmented__option">
              <input type="radio" value={type} {...register('markupType', { onChange: () => onTypeChange?.() })} />
              <span>{MARKUP_TYPE_LABELS[type]}</span>
            </label>
          ))}
        </fieldset>
        <p className="pricing-form__type-help">{markupType === 'custom' && customHelp ? customHelp : TYPE_HELP[markupType]}</p>
        {markupType === 'custom' ? customNote : null}
        {hasMarkup ? (
          <>
            <label className="pricing-checkbox">
              <input type="checkbox" {...register('tiered')} />
              Tiered: a different markup for semi-annual and annual supplies
            </label>
            {tiered ? (
              <div className="pricing-form__values">
                {TIER_FIELDS.map(([field, label]) => (
                  <TextField key={field} label={`${label} markup ${unit}`} inputMode="decimal" error={errors[field]?.message} {...register(field)} />
                ))}
              </div>
            ) : (
              <div className="pricing-form__values">
                <TextField label={`Markup ${unit}`} inputMode="decimal" error={errors.markupValue?.message} {...register('markupValue')} />
              </div>
            )}
          </>
        ) : null}
      </section>

      <section className="card card--padded stack-md" aria-labelledby="strategy-minimums-title">
        <h2 id="strategy-minimums-title" className="section-title">
          Minimum prices
        </h2>
        <p className="muted">Optional. No box is sold below these prices, whatever the markup gives. Leave empty for no minimum.</p>
        <div className="pricing-form__values">
          {MINIMUM_FIELDS.map(([field, label]) => (
            <TextField key={field} label={`${label} minimum ($ per box)`} optionalLabel inputMode="decimal" error={errors[field]?.message} {...register(field)} />
          ))}
        </div>
      </section>
    </>
  );
}
