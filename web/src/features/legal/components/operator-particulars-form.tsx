import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type OperatorParticulars, operatorParticularsInput, type OperatorParticularsInput, type OperatorParticularsReply } from '@domain/legal/api-schemas';
import { REFUND_METHOD_LABELS, REFUND_METHODS } from '@domain/legal/particulars';
import { MESSAGES } from '@domain/shared/errors';
import { US_STATES } from '@domain/shared/us-states';
import { AddressFields, type AddressFieldName } from '@/components/address-fields';
import { Button } from '@/components/button';
import { FormStatus } from '@/components/form-status';
import { PhoneField } from '@/components/phone-field';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { placeFieldErrors } from '@/lib/field-errors';
import { formatUsPhone } from '@/lib/format';
import { useSetOperatorParticulars } from '../api/set-operator-particulars';

const STATE_OPTIONS = US_STATES.map(([code, name]) => [code, name] as const);
const REFUND_OPTIONS = REFUND_METHODS.map((m) => [m, REFUND_METHOD_LABELS[m]] as const);
const ADDRESS_FIELDS = ['address1', 'address2', 'city', 'state', 'zip'] as const;
/** Every field the API may refuse, in the form's order (nested ones as the API names them). */
const FIELDS = [
  'companyName',
  ...ADDRESS_FIELDS.map((f) => `address.${f}` as const),
  'contactEmail',
  'contactPhone',
  'governingLawState',
  'venue',
  'effectiveDate',
  ...ADDRESS_FIELDS.map((f) => `returnAddress.${f}` as const),
  'refundMethod',
] as const;

const emptyAddress = { address1: '', address2: '', city: '', state: '', zip: '' };
const EMPTY: OperatorParticularsInput = {
  companyName: '', address: emptyAddress, contactEmail: '', contactPhone: '', governingLawState: '', venue: '', effectiveDate: '', returnAddress: emptyAddress,
  refundMethod: '' as OperatorParticularsInput['refundMethod'],
};

/** The stored particulars as the form's values (an empty form before the first are set). */
function valuesOf(current: OperatorParticularsReply['particulars']): OperatorParticularsInput {
  if (!current) return EMPTY;
  const address = (a: typeof current.address) => ({ ...a, address2: a.address2 ?? '' });
  return { ...current, address: address(current.address), returnAddress: address(current.returnAddress), contactPhone: formatUsPhone(current.contactPhone) };
}

/**
 * The operator's legal particulars (CSR, issue #34): the company, its address and contact, the
 * governing law and venue, the effective date, the return address and how refunds are paid —
 * checked with the command's own schema; the API's refusals go next to their field.
 */
export function OperatorParticularsForm({ current }: { current: OperatorParticularsReply['particulars'] }) {
  const save = useSetOperatorParticulars();
  const { register, handleSubmit, setError, reset, formState: { errors, isDirty } } = useForm<OperatorParticularsInput, unknown, OperatorParticulars>({
    resolver: zodResolver(operatorParticularsInput),
    defaultValues: valuesOf(current),
    mode: 'onTouched',
  });
  const addressField = (group: 'address' | 'returnAddress') => (name: AddressFieldName) => ({ error: errors[group]?.[name]?.message, ...register(`${group}.${name}`) });
  const submit = (values: OperatorParticulars) =>
    save.mutate(values, {
      onSuccess: () => reset(valuesOf({ ...values, setAt: '' })),
      onError: (error) => placeFieldErrors(error, FIELDS, setError),
    });
  return (
    <form className="form card card--padded" noValidate aria-label="Legal particulars" onSubmit={handleSubmit(submit)}>
      <FormStatus
        error={save.isError && MESSAGES.somethingWentWrongRetry}
        success={save.isSuccess && !isDirty && (save.data.changed ? 'The legal particulars have been saved. The legal pages show them now.' : 'Nothing had changed: the legal pages already show these particulars.')}
      />
      <fieldset className="form-fieldset">
        <legend className="form-fieldset__legend">The selling company</legend>
        <div className="form-grid">
          <TextField className="form-grid__wide" label="Company name" hint="The legal name that sells the lenses and controls the data" maxLength={120} error={errors.companyName?.message} {...register('companyName')} />
          <AddressFields field={addressField('address')} autoFill={false} />
          <TextField label="Contact email" type="email" autoComplete="off" error={errors.contactEmail?.message} {...register('contactEmail')} />
          <PhoneField label="Contact phone" optionalLabel={false} autoComplete="off" error={errors.contactPhone?.message} {...register('contactPhone')} />
        </div>
      </fieldset>
      <fieldset className="form-fieldset">
        <legend className="form-fieldset__legend">Terms</legend>
        <div className="form-grid">
          <SelectField label="Governing law" hint="The state whose law governs the terms" placeholder="Choose a state" options={STATE_OPTIONS} error={errors.governingLawState?.message} {...register('governingLawState')} />
          <TextField label="Venue" hint="Where disputes are heard, e.g. “Travis County, Texas”" maxLength={120} error={errors.venue?.message} {...register('venue')} />
          <TextField label="Effective date" type="date" error={errors.effectiveDate?.message} {...register('effectiveDate')} />
        </div>
      </fieldset>
      <fieldset className="form-fieldset">
        <legend className="form-fieldset__legend">Returns</legend>
        <div className="form-grid">
          <AddressFields field={addressField('returnAddress')} autoFill={false} />
          <SelectField className="form-grid__wide" label="Refund method" placeholder="Choose how refunds are paid" options={REFUND_OPTIONS} error={errors.refundMethod?.message} {...register('refundMethod')} />
        </div>
      </fieldset>
      <div className="form__actions">
        <Button type="submit" loading={save.isPending} disabled={!isDirty && !save.isError}>
          {save.isPending ? 'Saving…' : 'Save particulars'}
        </Button>
      </div>
    </form>
  );
}
