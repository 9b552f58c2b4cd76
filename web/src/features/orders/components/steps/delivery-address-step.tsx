import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { z } from 'zod';
import type { AddressSuggestion, ValidateAddressReply } from '@domain/addresses/api-schemas';
import type { CartReply, DeliveryAddressInput, DeliveryMethod } from '@domain/ordering/api-schemas';
import { DELIVERY_METHOD_LABELS } from '@domain/ordering/ordering-messages';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { useAddDeliveryAddress } from '@/features/orders/api/add-delivery-address';
import { useValidateAddress } from '@/features/orders/api/validate-address';
import { errorText, isCartExpired, type StepLook } from './step-common';

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
  /** The address entered before (going back to the step keeps it). */
  initialAddress?: DeliveryAddressInput | undefined;
  /** The name the address starts with (a practice ships to its patient). */
  defaultName?: string;
  onDone: (delivery: ChosenDelivery, cart: CartReply) => void;
  onError?: (error: unknown) => void;
}

/** The fields of the address form; a practice's form checks them in the browser too (with these messages), the patient's by the browser's required fields. */
const addressForm = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120),
  address1: z.string().trim().min(1, 'Address is required').max(250),
  address2: z.string().trim().max(250),
  city: z.string().trim().min(1, 'City is required').max(120),
  state: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Use the two-letter state code'),
  zip: z
    .string()
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, 'Enter a 5-digit ZIP code'),
  phone: z.string().trim().max(20),
});
type AddressForm = z.infer<typeof addressForm>;
type FieldName = keyof AddressForm;

const noBrowserCheck: Resolver<AddressForm> = async (values) => ({ values, errors: {} });

const FIELDS: { name: FieldName; label: Record<StepLook, string>; autoComplete: string; optional?: boolean; maxLength?: Partial<Record<StepLook, number>>; staffOnly?: boolean }[] = [
  { name: 'name', label: { patient: 'Full name', staff: 'Name' }, autoComplete: 'name' },
  { name: 'address1', label: { patient: 'Address line 1', staff: 'Address line 1' }, autoComplete: 'address-line1' },
  { name: 'address2', label: { patient: 'Address line 2', staff: 'Address line 2' }, autoComplete: 'address-line2', optional: true },
  { name: 'city', label: { patient: 'City', staff: 'City' }, autoComplete: 'address-level2' },
  { name: 'state', label: { patient: 'State', staff: 'State' }, autoComplete: 'address-level1', maxLength: { patient: 2, staff: 2 } },
  { name: 'zip', label: { patient: 'ZIP code', staff: 'ZIP code' }, autoComplete: 'postal-code', maxLength: { patient: 10 } },
  { name: 'phone', label: { patient: 'Phone', staff: 'Phone' }, autoComplete: 'tel', optional: true, staffOnly: true },
];

/** The address the API takes: trimmed by the server, state upper-cased, empty optional lines left out. */
function toAddress(v: AddressForm): DeliveryAddressInput {
  return { name: v.name, address1: v.address1, city: v.city, state: v.state.toUpperCase(), zip: v.zip, ...(v.address2 ? { address2: v.address2 } : {}), ...(v.phone ? { phone: v.phone } : {}) };
}

const withSuggestion = (entered: DeliveryAddressInput, s: AddressSuggestion): DeliveryAddressInput => ({ ...entered, address1: s.address1, city: s.city, state: s.state, zip: s.zip, ...(s.address2 ? { address2: s.address2 } : {}) });

/** The normalised address, when it differs from what was entered. */
function differingSuggestion(entered: DeliveryAddressInput, reply: ValidateAddressReply): AddressSuggestion | null {
  const s = reply.suggestion;
  const same = s && s.address1 === entered.address1 && (s.address2 || '') === (entered.address2 ?? '') && s.city === entered.city && s.state === entered.state && s.zip === entered.zip;
  return s && !same ? s : null;
}

/**
 * The delivery step (spec point 4 "Order wizard"; cart flow step "Add a delivery address"): where
 * the order goes and, when it ships, the address, checked by /customer/validateAddress; a
 * normalised suggestion may be taken or refused. Then /order/AddDeliveryAddress.
 */
export function DeliveryAddressStep({ look, cartId, methods, initialAddress, defaultName = '', onDone, onError }: DeliveryAddressStepProps) {
  const [method, setMethod] = useState<DeliveryMethod>(methods[0] ?? 'ship');
  const [suggestion, setSuggestion] = useState<{ entered: DeliveryAddressInput; suggested: AddressSuggestion } | null>(null);
  const [choice, setChoice] = useState<'suggested' | 'entered'>('suggested');
  const [problem, setProblem] = useState<string | null>(null);
  const add = useAddDeliveryAddress();
  const validate = useValidateAddress();
  const start = initialAddress ?? { name: defaultName, address1: '', city: '', state: '', zip: '' };
  const { register, handleSubmit, formState } = useForm<AddressForm>({
    resolver: look === 'staff' ? zodResolver(addressForm) : noBrowserCheck,
    defaultValues: { name: start.name, address1: start.address1, address2: start.address2 ?? '', city: start.city, state: start.state, zip: start.zip, phone: start.phone ?? '' },
  });

  const send = (address: DeliveryAddressInput | null) =>
    add.mutateAsync({ cartId, method, address }).then(
      (cart) => onDone({ method, address }, cart),
      (error: unknown) => onError?.(error),
    );

  async function submitAddress(v: AddressForm) {
    setProblem(null);
    const entered = toAddress(v);
    const checked = await validate.mutateAsync({ address1: entered.address1, ...(entered.address2 ? { address2: entered.address2 } : {}), city: entered.city, state: entered.state, zip: entered.zip }).catch(() => null);
    if (!checked) return;
    const suggested = differingSuggestion(entered, checked);
    if (suggested) return setSuggestion({ entered, suggested });
    // The patient's checkout stops at an address that is not accepted; a practice's order goes on and the cart decides.
    if (look === 'patient' && !checked.accepted) return setProblem(checked.validatedAddresses[0]?.messages.map((m) => m.summary).filter(Boolean).join(' ') || 'We could not verify this address. Please check it.');
    await send(entered);
  }

  const fields = (
    <>
      {FIELDS.filter((f) => look === 'staff' || !f.staffOnly).map((f) => (
        <TextField
          key={f.name}
          label={f.label[look]}
          optionalLabel={f.optional}
          autoComplete={f.autoComplete}
          {...(f.maxLength?.[look] ? { maxLength: f.maxLength[look] } : {})}
          {...(look === 'patient' ? { required: !f.optional } : { error: formState.errors[f.name]?.message })}
          {...register(f.name, { onChange: () => setSuggestion(null) })}
        />
      ))}
    </>
  );

  if (look === 'patient') {
    const error = validate.error ?? add.error;
    return (
      <form
        className="stack-md"
        aria-labelledby="step-address"
        onSubmit={(e) => {
          if (!suggestion) return void handleSubmit(submitAddress)(e);
          e.preventDefault();
          void send(choice === 'suggested' ? withSuggestion(suggestion.entered, suggestion.suggested) : suggestion.entered);
        }}
      >
        <h2 id="step-address">Delivery Address</h2>
        {fields}
        {suggestion ? <SuggestionChoice suggestion={suggestion} choice={choice} onChoose={setChoice} /> : null}
        {problem ? <Alert tone="error">{problem}</Alert> : null}
        {error && !isCartExpired(error) ? <Alert tone="error">{error.message}</Alert> : null}
        <div>
          <Button type="submit" loading={validate.isPending || add.isPending}>
            Continue to shipping
          </Button>
        </div>
      </form>
    );
  }

  const problems = validate.data && !validate.data.accepted ? validate.data.validatedAddresses[0]?.messages.filter((m) => m.severity === 'error') : [];
  return (
    <div>
      {add.error ? <Alert tone="error">{errorText(add.error)}</Alert> : null}
      {validate.error ? <Alert tone="error">{errorText(validate.error)}</Alert> : null}
      {problems && problems.length > 0 && !suggestion ? <Alert tone="warning">{problems.map((m) => m.summary).join(' ')}</Alert> : null}
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
          <div className="order-form-grid">{fields}</div>
          <div className="order-actions">
            <Button type="submit" loading={validate.isPending || add.isPending}>
              Continue
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

/** The patient's choice between the suggested and the entered address, sent with the form. */
function SuggestionChoice({ suggestion: { entered, suggested }, choice, onChoose }: SuggestionProps & { choice: 'suggested' | 'entered'; onChoose: (choice: 'suggested' | 'entered') => void }) {
  return (
    <fieldset className="checkout-choice">
      <legend>We found a suggested address</legend>
      <label>
        <input type="radio" name="address-choice" checked={choice === 'suggested'} onChange={() => onChoose('suggested')} /> Use suggested: {suggested.address1}
        {suggested.address2 ? `, ${suggested.address2}` : ''}, {suggested.city}, {suggested.state} {suggested.zip}
      </label>
      <label>
        <input type="radio" name="address-choice" checked={choice === 'entered'} onChange={() => onChoose('entered')} /> Keep as entered: {entered.address1}, {entered.city}, {entered.state} {entered.zip}
      </label>
    </fieldset>
  );
}

/** A practice's side-by-side suggestion with its three actions. */
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
