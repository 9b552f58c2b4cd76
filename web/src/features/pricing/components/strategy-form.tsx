import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import type { GetStrategyReply } from '@domain/pricing/api-schemas';
import { PRICING_MESSAGES } from '@domain/pricing/messages';
import { formToStrategyValues, strategyForm, strategyFormValuesOf, type StrategyFormValues } from '@domain/pricing/update-strategy';
import { Alert } from '@/components/alert';
import { Button, ButtonLink } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { usePricingProducts } from '@/features/pricing/api/get-pricing-products';
import { useStrategy } from '@/features/pricing/api/get-strategy';
import { useUpdateStrategy } from '@/features/pricing/api/update-strategy';
import { pricingErrorDetail } from '@/features/pricing/api/errors';
import { StrategyFields } from './strategy-fields';
import { StrategyPreview } from './strategy-preview';
import './pricing.css';

type FormInput = z.input<typeof strategyForm>;
type FormOutput = z.output<typeof strategyForm>;

function EditorForm({ strategy, productsHref, backHref }: { strategy: GetStrategyReply; productsHref: string; backHref: string }) {
  const save = useUpdateStrategy();
  const sample = usePricingProducts({ locationId: strategy.locationId, sort: 'az', limit: 6, offset: 0 });
  const methods = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(strategyForm), defaultValues: strategyFormValuesOf(strategy) });
  const {
    handleSubmit,
    control,
    reset,
    formState: { isDirty },
  } = methods;

  useEffect(() => {
    reset(strategyFormValuesOf(strategy));
  }, [strategy, reset]);

  const watched = useWatch({ control }) as StrategyFormValues;

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

      <FormProvider {...methods}>
        <StrategyFields
          onTypeChange={() => save.isError && save.reset()}
          customNote={
            <p>
              {strategy.rules.length === 1 ? 'This location has 1 custom rule.' : `This location has ${strategy.rules.length} custom rules.`}{' '}
              <Link to={productsHref}>Set rules in Product pricing</Link>
            </p>
          }
        />
      </FormProvider>

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
