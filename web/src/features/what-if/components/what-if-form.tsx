import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { GetStrategyReply, PricingRuleInput } from '@domain/pricing/api-schemas';
import { describeRule } from '@domain/pricing/describe-strategy';
import { strategyFormValuesOf } from '@domain/pricing/update-strategy';
import type { ListWhatIfsReply, RequestWhatIfReply } from '@domain/what-if/api-schemas';
import { whatIfForm, whatIfFormDefaults, type WhatIfFormValues } from '@domain/what-if/what-if-form';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { isApiError } from '@/lib/api-client';
import { placeFieldErrors } from '@/lib/field-errors';
import { useRequestWhatIf } from '../api/request-what-if';
import { RuleAdder, type ScopeChoices } from './rule-adder';
import './what-if.css';

type FormOutput = z.output<typeof whatIfForm>;
/** The fields the API may name (the strategy's under `strategy.`), in the form's order. */
const FIELDS = ['name', 'fromMonth', 'toMonth', 'locationIds', 'markupType', 'markupValue', 'unitMarkupValue', 'semiAnnualMarkupValue', 'annualMarkupValue', 'minBaseUnitPrice', 'minBaseSemiAnnualPrice', 'minBaseAnnualPrice'] as const;

interface WhatIfFormProps {
  form: Pick<ListWhatIfsReply, 'locations' | 'currentMonth'>;
  /** The pricing screens' strategy fields (the pricing feature's, passed by the screen), rendered inside this form. */
  strategyFields: ReactNode;
  choices: ScopeChoices;
  /** A location's current pricing, to start from. */
  loadPricing: (locationId: string) => Promise<GetStrategyReply>;
  onRequested: (reply: RequestWhatIfReply) => void;
}

/**
 * A what-if pricing replay asked for (issue #32): a name, the period (whole months), the
 * locations, and the alternative pricing with the pricing screens' own fields and rules — or a
 * location's current pricing to start from. The browser checks it with the domain's schemas; the
 * API's refusals (a period not begun, too long) appear next to their fields.
 */
export function WhatIfForm({ form, strategyFields, choices, loadPricing, onRequested }: WhatIfFormProps) {
  const request = useRequestWhatIf();
  const [failure, setFailure] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const methods = useForm<WhatIfFormValues, unknown, FormOutput>({ resolver: zodResolver(whatIfForm), defaultValues: whatIfFormDefaults(form.currentMonth) });
  const { register, handleSubmit, setError, setValue, getValues, reset, control, formState: { errors } } = methods;
  const watched = useWatch({ control }) as WhatIfFormValues;
  const rules = watched.rules ?? [];
  const nameOf = (id: string) => [...choices.brands, ...choices.manufacturers, ...choices.products].find(([v]) => v === id)?.[1] ?? id;

  async function startFrom(locationId: string) {
    if (!locationId) return;
    setLoading(true);
    setFailure(null);
    try {
      const pricing = await loadPricing(locationId);
      reset({ ...getValues(), ...strategyFormValuesOf(pricing), rules: pricing.rules.map(({ scope, scopeId, markupType, tiered, markupValue, unitMarkupValue, semiAnnualMarkupValue, annualMarkupValue }) => ({ scope, scopeId, markupType, tiered, markupValue, unitMarkupValue, semiAnnualMarkupValue, annualMarkupValue })) });
    } catch (error) {
      setFailure(isApiError(error) ? error.message : 'That location’s pricing could not be loaded. Please try again.');
    } finally {
      setLoading(false);
    }
  }

  function onSubmit(values: FormOutput) {
    setFailure(null);
    request.mutate(values, {
      onSuccess: (reply) => onRequested(reply),
      onError: (error) => {
        const placed = placeFieldErrors(error, FIELDS, setError, { messageOf: (field, e) => e.fieldErrors[field] ?? e.fieldErrors[`strategy.${field}`] });
        const ruleProblem = isApiError(error) ? Object.entries(error.fieldErrors).find(([k]) => k.startsWith('rules.')) : undefined;
        if (ruleProblem) setFailure(`Rule ${Number(ruleProblem[0].split('.')[1]) + 1}: ${ruleProblem[1]}`);
        else if (!placed) setFailure(isApiError(error) ? error.message : 'The what-if could not be asked for. Please try again.');
      },
    });
  }

  return (
    <FormProvider {...methods}>
      <form className="what-if-form stack-lg" noValidate aria-label="A new what-if pricing replay" onSubmit={handleSubmit(onSubmit)}>
        <section className="card card--padded stack-md" aria-labelledby="what-if-period-title">
          <h2 id="what-if-period-title" className="section-title">
            Period and locations
          </h2>
          <div className="what-if-form__row">
            <TextField label="Name" optionalLabel maxLength={80} hint="Shown in the list, e.g. “15% markup”" error={errors.name?.message} {...register('name')} />
            <TextField label="From month" type="month" max={form.currentMonth} error={errors.fromMonth?.message} {...register('fromMonth')} />
            <TextField label="To month" type="month" max={form.currentMonth} error={errors.toMonth?.message} {...register('toMonth')} />
          </div>
          {/* One location: the replay is of it (no choice to make). */}
          {form.locations.length > 1 ? (
          <fieldset className="what-if-form__locations" aria-describedby={errors.locationIds ? 'what-if-locations-error' : undefined}>
            <legend className="segmented__legend">Locations (none ticked: all of them)</legend>
            {form.locations.map((l) => (
              <label key={l.locationId} className="pricing-checkbox">
                <input type="checkbox" value={l.locationId} {...register('locationIds')} />
                {l.name}
              </label>
            ))}
            {errors.locationIds?.message ? (
              <p id="what-if-locations-error" className="field__error">
                {errors.locationIds.message}
              </p>
            ) : null}
          </fieldset>
          ) : null}
        </section>

        <section className="card card--padded stack-md" aria-labelledby="what-if-start-title">
          <h2 id="what-if-start-title" className="section-title">
            Alternative pricing
          </h2>
          <p className="muted">Every order of the period is priced again by the same price calculator the checkout uses, with this strategy instead of the one each location had. Discounts and insurance stay as they were (within the new subtotal).</p>
          <SelectField
            label="Start from the pricing of"
            placeholder="A location (optional)"
            options={form.locations.map((l) => [l.locationId, l.name] as const)}
            value=""
            disabled={loading}
            hint="Copies that location’s current strategy and custom rules into the fields below, to change from there."
            onChange={(e) => void startFrom(e.target.value)}
          />
        </section>

        {strategyFields}

        {watched.markupType === 'custom' ? (
          <section className="card card--padded stack-md" aria-labelledby="what-if-rules-title">
            <h2 id="what-if-rules-title" className="section-title">
              Custom rules <span className="section-title__count">{rules.length}</span>
            </h2>
            <p className="muted">The most specific rule prices a product (product, brand, product type, manufacturer, favorites); products without a rule use suggested pricing. Favorites are each location’s at the time of each order.</p>
            {rules.length ? (
              <ul className="what-if-rules">
                {rules.map((rule, i) => (
                  <li key={`${rule.scope}:${rule.scopeId ?? ''}:${i}`}>
                    <span>{describeRule(rule, nameOf(rule.scopeId ?? ''))}</span>
                    <Button size="sm" variant="ghost" aria-label={`Remove the rule ${describeRule(rule, nameOf(rule.scopeId ?? ''))}`} onClick={() => setValue('rules', rules.filter((_, j) => j !== i))}>
                      Remove
                    </Button>
                  </li>
                ))}
              </ul>
            ) : (
              <p>No rules yet: every product would be priced as suggested (40%).</p>
            )}
            <RuleAdder choices={choices} onAdd={(rule: PricingRuleInput) => setValue('rules', [...rules.filter((r) => !(r.scope === rule.scope && (r.scopeId ?? '') === (rule.scopeId ?? ''))), rule])} />
          </section>
        ) : null}

        <div aria-live="polite">{failure ? <Alert tone="error" announce={false}>{failure}</Alert> : null}</div>
        <div className="form__actions">
          <Button type="submit" loading={request.isPending}>
            {request.isPending ? 'Asking…' : 'Run what-if'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
