import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import type { GetStrategyReply } from '@domain/pricing/api-schemas';
import { MARKUP_TYPE_LABELS } from '@domain/pricing/describe-strategy';
import { MARKUP_TYPES, type MarkupType } from '@domain/pricing/events';
import { PRICING_MESSAGES } from '@domain/pricing/messages';
import { formToStrategyValues, strategyForm, strategyFormValuesOf, type StrategyFormValues } from '@domain/pricing/update-strategy';
import { Alert } from '@/components/alert';
import { Button, ButtonLink } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { TextField } from '@/components/text-field';
import { usePricingProducts } from '@/features/pricing/api/get-pricing-products';
import { useStrategy } from '@/features/pricing/api/get-strategy';
import { useUpdateStrategy } from '@/features/pricing/api/update-strategy';
import { pricingErrorDetail } from '@/features/pricing/api/errors';
import { StrategyPreview } from './strategy-preview';
import './pricing.css';

type FormInput = z.input<typeof strategyForm>;
type FormOutput = z.output<typeof strategyForm>;

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

function EditorForm({ strategy, productsHref, backHref }: { strategy: GetStrategyReply; productsHref: string; backHref: string }) {
  const save = useUpdateStrategy();
  const sample = usePricingProducts({ locationId: strategy.locationId, sort: 'az', limit: 6, offset: 0 });
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors, isDirty },
  } = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(strategyForm), defaultValues: strategyFormValuesOf(strategy) });

  useEffect(() => {
    reset(strategyFormValuesOf(strategy));
  }, [strategy, reset]);

  const watched = useWatch({ control }) as StrategyFormValues;
  const markupType = watched.markupType ?? strategy.markupType;
  const tiered = Boolean(watched.tiered);
  const hasMarkup = markupType === 'percentage' || markupType === 'dollar';
  const unit = markupType === 'percentage' ? '(%)' : '($ per box)';

  return (
    <form
      className="pricing-form"
      noValidate
      aria-label={`Pricing strategy for ${strategy.locationName}`}
      onSubmit={handleSubmit((values) => save.mutate({ ...values, locationId: strategy.locationId }))}
    >
      <div aria-live="polite" aria-atomic="true">
        {save.isError ? (
          <Alert tone="error" title={PRICING_MESSAGES.updateFailed} announce={false}>
            {pricingErrorDetail(save.error)}
          </Alert>
        ) : save.isSuccess && !isDirty ? (
          <Alert tone="success" announce={false} action={<ButtonLink to={backHref} variant="secondary" size="sm">Back to pricing</ButtonLink>}>
            Pricing strategy saved. New orders at {strategy.locationName} use these prices.
          </Alert>
        ) : null}
      </div>

      <section className="card card--padded stack-md" aria-labelledby="strategy-type-title">
        <h2 id="strategy-type-title" className="section-title">
          Strategy
        </h2>
        <fieldset className="segmented">
          <legend className="segmented__legend">Pricing strategy type</legend>
          {MARKUP_TYPES.map((type) => (
            <label key={type} className="segmented__option">
              <input type="radio" value={type} {...register('markupType', { onChange: () => save.isError && save.reset() })} />
              <span>{MARKUP_TYPE_LABELS[type]}</span>
            </label>
          ))}
        </fieldset>
        <p className="pricing-form__type-help">{TYPE_HELP[markupType]}</p>
        {markupType === 'custom' ? (
          <p>
            {strategy.rules.length === 1 ? 'This location has 1 custom rule.' : `This location has ${strategy.rules.length} custom rules.`}{' '}
            <Link to={productsHref}>Set rules in Product pricing</Link>
          </p>
        ) : null}
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

      {sample.data ? <StrategyPreview values={formToStrategyValues(watched)} rules={strategy.rules.map(ruleOfView)} favorites={strategy.favorites} products={sample.data.items} /> : sample.isPending ? <Spinner label="Loading the preview…" /> : null}

      <div className="form__actions">
        <ButtonLink to={backHref} variant="ghost">
          Cancel
        </ButtonLink>
        <Button type="submit" loading={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save pricing strategy'}
        </Button>
      </div>
    </form>
  );
}

/** A rule's API view → the calculator's stored form (for the preview). */
function ruleOfView(r: GetStrategyReply['rules'][number]) {
  const cents = (v: number) => (r.markupType === 'percentage' ? v : Math.round(v * 100));
  return {
    scope: r.scope,
    scopeId: r.scopeId,
    ruleType: r.markupType,
    tiered: r.tiered,
    values: { single: cents(r.unitMarkupValue), semiAnnual: cents(r.semiAnnualMarkupValue), annual: cents(r.annualMarkupValue) },
  };
}

/**
 * /location/pricing-strategy: choose Suggested, Percentage, Fixed or Custom (spec point 3), tiered or
 * not, the values (a percentage shown as x and sent as 100 + x, spec point 7) and the minimums, with
 * a live preview; a failed save shows the spec's "Pricing strategy could not be updated."
 */
export function StrategyEditor({ locationId, productsHref, backHref }: { locationId: string; productsHref: string; backHref: string }) {
  const strategy = useStrategy(locationId);
  if (strategy.isPending) return <Spinner label="Loading the pricing strategy…" />;
  if (strategy.isError) return <Alert tone="error">{PRICING_MESSAGES.loadFailed}</Alert>;
  return <EditorForm strategy={strategy.data} productsHref={productsHref} backHref={backHref} />;
}
