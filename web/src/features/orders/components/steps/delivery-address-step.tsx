import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { AddressSuggestion, ValidateAddressReply } from '@domain/addresses/api-schemas';
import { type AddressFields, matchesValidated, sameAsStoredAddress } from '@domain/addresses/compare-address';
import { DELIVERY_ADDRESS_MAX, deliveryAddressInput, type CartReply, type DeliveryAddressInput, type DeliveryMethod } from '@domain/ordering/api-schemas';
import { DELIVERY_METHOD_LABELS } from '@domain/ordering/ordering-messages';
import { US_STATES } from '@domain/shared/us-states';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { PhoneField } from '@/components/phone-field';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { isApiError } from '@/lib/api-client';
import { formatUsPhone } from '@/lib/format';
import { useAddDeliveryAddress } from '@/features/orders/api/add-delivery-address';
import { useValidateAddress } from '@/features/orders/api/validate-address';
import type { StepLook } from './step-common';
import { StepError } from './step-error';

/** The delivery the step chose: where the order goes and, when shipped, the address. */
export interface ChosenDelivery {
  method: DeliveryMethod;
  address: DeliveryAddressInput | null;
}

interface DeliveryAddressStepProps {
  look: StepLook;
  cartId: string;
  /** Where the order may go, the default first: a patient's order ships; a practice may also keep it in the office or have it picked up. */
  methods: readonly DeliveryMethod[];
  /** The address the form starts with: the one entered before, else the patient's profile / record (issue #18). */
  initialAddress?: DeliveryAddressInput | undefined;
  /** The patient's first stored address (profile or record): sent as it is, without a suggestion (spec point 5's comparison, D-640). */
  storedAddress?: AddressFields | undefined;
  onDone: (delivery: ChosenDelivery, cart: CartReply) => void;
  onError?: (error: unknown) => void;
}

/** The form's values: every field a string as the browser holds it; the domain's schema checks them (the same rule as the API). */
type AddressForm = z.input<typeof deliveryAddressInput>;
type Parsed = z.output<typeof deliveryAddressInput>;

const FORM_FIELDS: ReadonlySet<string> = new Set(['name', 'address1', 'address2', 'city', 'state', 'zip', 'phone']);
const STATE_OPTIONS = US_STATES.map(([code, name]) => [code, name] as const);

/** The address the API takes, empty optional lines left out. */
function toAddress(v: Parsed): DeliveryAddressInput {
  return { name: v.name, address1: v.address1, city: v.city, state: v.state, zip: v.zip, ...(v.address2 ? { address2: v.address2 } : {}), ...(v.phone ? { phone: v.phone } : {}) };
}

/** The entered name and phone with the suggested address (its lines already merged into line 1: no second line is kept). */
const withSuggestion = ({ name, phone }: DeliveryAddressInput, s: AddressSuggestion): DeliveryAddressInput => ({ name, address1: s.address1, city: s.city, state: s.state, zip: s.zip, ...(s.address2 ? { address2: s.address2 } : {}), ...(phone ? { phone } : {}) });

/** The normalised address, when it differs from what was entered (spec point 5: every field equal). */
function differingSuggestion(entered: DeliveryAddressInput, reply: ValidateAddressReply): AddressSuggestion | null {
  const s = reply.suggestion;
  return s && !matchesValidated(entered, s) ? s : null;
}

/** The text of an address on one line. */
export const addressLine = (a: Pick<DeliveryAddressInput, 'address1' | 'address2' | 'city' | 'state' | 'zip'>) => `${[a.address1, a.address2].filter(Boolean).join(', ')}, ${a.city}, ${a.state} ${a.zip}`;

/**
 * The delivery step (spec point 4 "Order wizard"; cart flow step "Add a delivery address"): where
 * the order goes and, when it ships, the address — pre-filled from the patient's profile, checked
 * in the browser by the same schema the API uses (State from the US list, the spec's ZIP and phone
 * rules and messages), then by /customer/validateAddress (a normalised suggestion, its lines merged
 * into line 1, may be taken or refused — not for the address on file), then /order/AddDeliveryAddress.
 * Each message stands next to its field.
 */
export function DeliveryAddressStep({ look, cartId, methods, initialAddress, storedAddress, onDone, onError }: DeliveryAddressStepProps) {
  const [method, setMethod] = useState<DeliveryMethod>(methods[0] ?? 'ship');
  const [suggestion, setSuggestion] = useState<{ entered: DeliveryAddressInput; suggested: AddressSuggestion } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const add = useAddDeliveryAddress();
  const validate = useValidateAddress();
  const start = initialAddress ?? { name: '', address1: '', city: '', state: '', zip: '' };
  const { register, handleSubmit, formState, setError } = useForm<AddressForm, unknown, Parsed>({
    resolver: zodResolver(deliveryAddressInput),
    defaultValues: { name: start.name, address1: start.address1, address2: start.address2 ?? '', city: start.city, state: (start.state ?? '').toUpperCase(), zip: start.zip, phone: start.phone ? formatUsPhone(start.phone) : '' },
  });
  const patient = look === 'patient';

  const send = (address: DeliveryAddressInput | null) =>
    add.mutateAsync({ cartId, method, address }).then(
      (cart) => onDone({ method, address }, cart),
      (error: unknown) => {
        // The API's field messages (same rule) go next to their fields.
        if (isApiError(error)) {
          for (const [path, message] of Object.entries(error.fieldErrors)) {
            const field = path.replace(/^address\./, '') as Path<AddressForm>;
            if (FORM_FIELDS.has(field)) setError(field, { type: 'server', message });
          }
        }
        onError?.(error);
      },
    );

  async function submitAddress(v: Parsed) {
    setProblem(null);
    const entered = toAddress(v);
    const checked = await validate.mutateAsync({ address1: entered.address1, ...(entered.address2 ? { address2: entered.address2 } : {}), city: entered.city, state: entered.state, zip: entered.zip }).catch(() => null);
    if (!checked) return;
    // The address on file, unchanged (case aside): it goes as it is, without asking again.
    const suggested = sameAsStoredAddress(entered, storedAddress) ? null : differingSuggestion(entered, checked);
    if (suggested) return setSuggestion({ entered, suggested });
    if (!checked.accepted) return setProblem(checked.validatedAddresses[0]?.messages.filter((m) => m.severity === 'error').map((m) => m.summary).filter(Boolean).join(' ') || 'We could not verify this address. Please check it.');
    await send(entered);
  }

  // Each text field's maximum, with the count always shown as the user types (D-392): nothing is cut silently.
  const counted = (name: 'name' | 'address1' | 'address2' | 'city') => ({ maxLength: DELIVERY_ADDRESS_MAX[name], showCount: 'always' as const });
  const e = formState.errors;
  const fields = (
    <div className="order-form-grid">
      <TextField label="Full name" autoComplete="name" error={e.name?.message} {...counted('name')} {...register('name', { onChange: () => setSuggestion(null) })} />
      <PhoneField label="Phone" autoComplete="tel" error={e.phone?.message} {...register('phone')} />
      <TextField className="order-form-grid__wide" label="Address line 1" autoComplete="address-line1" error={e.address1?.message} {...counted('address1')} {...register('address1', { onChange: () => setSuggestion(null) })} />
      <TextField className="order-form-grid__wide" label="Address line 2" optionalLabel autoComplete="address-line2" error={e.address2?.message} {...counted('address2')} {...register('address2', { onChange: () => setSuggestion(null) })} />
      <TextField label="City" autoComplete="address-level2" error={e.city?.message} {...counted('city')} {...register('city', { onChange: () => setSuggestion(null) })} />
      <SelectField label="State" autoComplete="address-level1" placeholder="Choose a state" options={STATE_OPTIONS} error={e.state?.message} {...register('state', { onChange: () => setSuggestion(null) })} />
      <TextField label="ZIP Code" inputMode="numeric" autoComplete="postal-code" maxLength={10} hint="5 digits, or ZIP+4 (12345-6789)" error={e.zip?.message} {...register('zip', { onChange: () => setSuggestion(null) })} />
    </div>
  );

  const serverError = add.error ?? validate.error;
  const banner = problem ? <Alert tone="error">{problem}</Alert> : <StepError error={serverError} />;

  return (
    <div className="stack-md">
      {patient ? <h2 id="step-address">Delivery Address</h2> : null}
      {banner}
      {methods.length > 1 ? (
        <fieldset className="order-choices">
          <legend>Where does the order go?</legend>
          {methods.map((value) => (
            <label key={value} className="order-choice">
              <input type="radio" name="delivery-method" value={value} checked={method === value} onChange={() => (setMethod(value), setSuggestion(null))} />
              <span>{DELIVERY_METHOD_LABELS[value]}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {method !== 'ship' ? (
        <div className="order-actions">
          <Button loading={add.isPending} onClick={() => void send(null)}>
            Continue
          </Button>
        </div>
      ) : suggestion ? (
        <SuggestionActions suggestion={suggestion} sending={add.isPending} onSend={(address) => void send(address)} onEdit={() => setSuggestion(null)} />
      ) : (
        <form noValidate aria-label="Delivery address" onSubmit={handleSubmit(submitAddress)}>
          {fields}
          <div className="order-actions">
            <Button type="submit" loading={validate.isPending || add.isPending}>
              {patient ? 'Continue to shipping' : 'Continue'}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

interface SuggestionProps {
  suggestion: { entered: DeliveryAddressInput; suggested: AddressSuggestion };
}

/** The suggested and the entered address side by side, with the three actions (spec point 5: the user chooses). */
function SuggestionActions({ suggestion: { entered, suggested }, sending, onSend, onEdit }: SuggestionProps & { sending: boolean; onSend: (address: DeliveryAddressInput) => void; onEdit: () => void }) {
  return (
    <section aria-label="Address suggestion" className="card card--padded order-suggestion">
      <h3>We found a suggested address</h3>
      <div className="order-suggestion__grid">
        <AddressLines title="You entered" address={entered} />
        <AddressLines title="Suggested" address={suggested} />
      </div>
      <div className="order-actions">
        <Button loading={sending} onClick={() => onSend(withSuggestion(entered, suggested))}>
          Use suggested address
        </Button>
        <Button variant="secondary" loading={sending} onClick={() => onSend(entered)}>
          Keep address as entered
        </Button>
        <Button variant="ghost" onClick={onEdit}>
          Edit address
        </Button>
      </div>
    </section>
  );
}

function AddressLines({ title, address }: { title: string; address: Pick<DeliveryAddressInput, 'address1' | 'address2' | 'city' | 'state' | 'zip'> }) {
  return (
    <div>
      <h4>{title}</h4>
      <p>
        {address.address1} {address.address2}
        <br />
        {address.city}, {address.state} {address.zip}
      </p>
    </div>
  );
}
