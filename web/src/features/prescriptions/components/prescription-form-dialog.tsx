import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { DimensionName } from '@domain/catalog/dimensions';
import { maxExpirationDate, PRESCRIPTION_MESSAGES, prescriptionFormSchema } from '@domain/prescriptions/prescription-rules';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { Spinner } from '@/components/spinner';
import { TextField } from '@/components/text-field';
import { isApiError } from '@/lib/api-client';
import { useCreatePrescription } from '@/features/prescriptions/api/create-prescription';
import { useCatalogProducts } from '@/features/prescriptions/api/get-catalog-products';
import { getVariantByOption } from '@/features/prescriptions/api/get-variant-by-option';
import type { EyeRxInput, EyeRxView, PrescriptionView as Prescription } from '@domain/prescriptions/api-schemas';
import { useUpdatePrescription } from '@/features/prescriptions/api/update-prescription';
import { chosenValues, emptyEyeChoice, type EyeChoice, eyeChoiceState, EyePicker } from './eye-picker';

type Schema = ReturnType<typeof prescriptionFormSchema>;
type Fields = z.input<Schema>;
type Values = z.output<Schema>;

function choiceOf(eye: EyeRxView | null | undefined): EyeChoice {
  if (!eye) return emptyEyeChoice();
  const selected: Partial<Record<DimensionName, string>> = {};
  for (const d of eye.dimensions) selected[d.dimensionName] = d.value;
  return { brandId: '', productId: eye.productId, selected };
}

function dayAfter(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

interface PrescriptionFormDialogProps {
  open: boolean;
  onClose: () => void;
  accountNumber: string;
  /** Editing this prescription; absent = a new one. */
  prescription?: Prescription | undefined;
  /** Today's date (YYYY-MM-DD) as the server counts it. */
  today: string;
  /** Prefilled expiration of a new prescription: today + the practice's default expiry. */
  defaultExpiration: string;
  dateOfServiceEnabled: boolean;
  onSaved?: (id: string) => void;
}

/** Add or edit a prescription: nickname, expiration, prescriber, date of service (flag), and the lens of each eye. */
export function PrescriptionFormDialog({ open, onClose, accountNumber, prescription, today, defaultExpiration, dateOfServiceEnabled, onSaved }: PrescriptionFormDialogProps) {
  const editing = !!prescription;
  const products = useCatalogProducts();
  const create = useCreatePrescription();
  const update = useUpdatePrescription();
  const [right, setRight] = useState<EyeChoice>(() => choiceOf(prescription?.rightEyeRx));
  const [left, setLeft] = useState<EyeChoice>(() => choiceOf(prescription?.leftEyeRx));
  const [eyeErrors, setEyeErrors] = useState<{ right?: string; left?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [resolving, setResolving] = useState(false);
  const schema = useMemo(() => prescriptionFormSchema(today, dateOfServiceEnabled), [today, dateOfServiceEnabled]);
  const { register, handleSubmit, watch, setError, formState: { errors } } = useForm<Fields, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      prescriptionNickname: prescription?.prescriptionNickname ?? '',
      prescriptionExpirationDate: prescription?.prescriptionExpirationDate ?? defaultExpiration,
      dateOfService: prescription?.dateOfService ?? '',
      prescriber: prescription?.prescriber ?? '',
      sameForBothEyes: prescription?.sameForBothEyes ?? false,
    },
    mode: 'onTouched',
  });
  const sameForBothEyes = watch('sameForBothEyes');
  const onRight = useCallback((c: EyeChoice) => setRight(c), []);
  const onLeft = useCallback((c: EyeChoice) => setLeft(c), []);

  async function eyeInput(choice: EyeChoice, key: 'right' | 'left'): Promise<EyeRxInput | null | 'invalid'> {
    const product = products.data?.find((p) => p.productId === choice.productId);
    const state = eyeChoiceState(choice, product);
    if (state === 'empty') return null;
    if (state === 'partial') {
      setEyeErrors((e) => ({ ...e, [key]: PRESCRIPTION_MESSAGES.variantRequired }));
      return 'invalid';
    }
    try {
      return { productId: choice.productId, variantId: await getVariantByOption(choice.productId, chosenValues(choice)) };
    } catch (error) {
      setEyeErrors((e) => ({ ...e, [key]: isApiError(error) ? error.message : 'Invalid product combination. Please check the selected lens parameters.' }));
      return 'invalid';
    }
  }

  async function onSubmit(values: Values) {
    setEyeErrors({});
    setFormError(null);
    setResolving(true);
    let rightEyeRx: EyeRxInput | null | 'invalid';
    let leftEyeRx: EyeRxInput | null | 'invalid';
    try {
      rightEyeRx = await eyeInput(right, 'right');
      leftEyeRx = values.sameForBothEyes ? rightEyeRx : await eyeInput(left, 'left');
    } finally {
      setResolving(false);
    }
    if (rightEyeRx === 'invalid' || leftEyeRx === 'invalid') return;
    if (!rightEyeRx && !leftEyeRx) {
      setEyeErrors({ right: PRESCRIPTION_MESSAGES.eyeRequired });
      return;
    }
    const common = {
      patientAccountNo: accountNumber,
      prescriptionNickname: values.prescriptionNickname,
      prescriptionExpirationDate: values.prescriptionExpirationDate,
      ...(dateOfServiceEnabled && values.dateOfService ? { dateOfService: values.dateOfService } : {}),
      // A blank prescriber on an edit clears it; on a new prescription it is simply left out.
      ...(values.prescriber?.trim() || editing ? { prescriber: values.prescriber?.trim() ?? '' } : {}),
      sameForBothEyes: values.sameForBothEyes,
      rightEyeRx,
      leftEyeRx,
    };
    const handlers = {
      onSuccess: (reply: { id: string }) => {
        onSaved?.(reply.id);
        onClose();
      },
      onError: (error: Error) => {
        if (isApiError(error) && error.code === 'INVALID_PRODUCT_COMBINATION') setEyeErrors({ right: error.message });
        else if (isApiError(error) && error.status === 400 && /expiration/i.test(error.message)) setError('prescriptionExpirationDate', { type: 'server', message: error.message });
        else setFormError(error.message);
      },
    };
    if (prescription) update.mutate({ id: prescription.id, ...common }, handlers);
    else create.mutate(common, handlers);
  }

  const busy = resolving || create.isPending || update.isPending;
  const formId = editing ? `edit-rx-${prescription.id}` : 'add-rx';
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={editing ? 'Edit prescription' : 'Add prescription'}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {editing ? 'Save prescription' : 'Add prescription'}
          </Button>
        </>
      }
    >
      {products.isPending ? (
        <Spinner label="Loading the catalog…" />
      ) : products.isError ? (
        <Alert tone="error" title="Could not load the catalog.">
          Please try again.
        </Alert>
      ) : (
        <form id={formId} className="rx-form" onSubmit={handleSubmit(onSubmit)} noValidate>
          <div className="form-grid">
            <TextField label="Nickname" maxLength={250} error={errors.prescriptionNickname?.message} {...register('prescriptionNickname')} data-autofocus />
            <TextField label="Prescriber" optionalLabel maxLength={250} error={errors.prescriber?.message} {...register('prescriber')} />
            <TextField
              label="Expiration date"
              type="date"
              min={dayAfter(today)}
              max={maxExpirationDate(today)}
              hint="After today and at most 4 years ahead."
              error={errors.prescriptionExpirationDate?.message}
              {...register('prescriptionExpirationDate')}
            />
            {dateOfServiceEnabled ? (
              <TextField label="Date of service" type="date" max={today} error={errors.dateOfService?.message} {...register('dateOfService')} />
            ) : null}
            <label className="rx-form__checkbox form-grid__wide">
              <input type="checkbox" {...register('sameForBothEyes')} />
              Same for both eyes
            </label>
          </div>
          <EyePicker legend="Right eye (OD)" value={right} onChange={onRight} products={products.data} error={eyeErrors.right} />
          {sameForBothEyes ? (
            <p className="muted rx-form__same">The left eye (OS) uses the same lens as the right eye.</p>
          ) : (
            <EyePicker legend="Left eye (OS)" value={left} onChange={onLeft} products={products.data} error={eyeErrors.left} />
          )}
          {formError ? <Alert tone="error">{formError}</Alert> : null}
        </form>
      )}
    </Dialog>
  );
}

