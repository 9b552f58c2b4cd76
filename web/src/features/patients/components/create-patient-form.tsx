import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { createPatientInput, type CreatePatientInput, type CreatePatientValues } from '@domain/patients/api-schemas';
import { Alert } from '@/components/alert';
import { Button, ButtonLink } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { DateOfBirthField } from '@/components/date-of-birth-field';
import { PhoneField } from '@/components/phone-field';
import { TextField } from '@/components/text-field';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { placeFieldErrors } from '@/lib/field-errors';
import { createPatientErrorMessage, useCreatePatient } from '@/features/patients/api/create-patient';

/** The form holds the schema's input (blank optional fields are ''); submit gets its output. */
type CreatePatientFields = Required<Omit<CreatePatientInput, 'locationId'>>;

const emptyFields: CreatePatientFields = { firstName: '', lastName: '', email: '', dob: '', phone: '' };
const fieldNames = Object.keys(emptyFields) as (keyof CreatePatientFields)[];

interface Created {
  accountNumber: string;
  name: string;
  email: string;
}

interface CreatePatientFormProps {
  /** Where "Cancel" goes. */
  cancelHref: string;
}

/**
 * The create-new-patient form (spec point 2). Validated with the API's schema
 * (domain/patients/create-patient); server field errors land on their fields.
 */
export function CreatePatientForm({ cancelHref }: CreatePatientFormProps) {
  const createPatient = useCreatePatient();
  const [created, setCreated] = useState<Created | null>(null);
  const [otherFieldErrors, setOtherFieldErrors] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<CreatePatientInput, unknown, CreatePatientValues>({
    resolver: zodResolver(createPatientInput),
    defaultValues: emptyFields,
    mode: 'onTouched',
  });

  function onSubmit(values: CreatePatientValues) {
    setOtherFieldErrors([]);
    createPatient.mutate(values, {
      onSuccess: (reply) => {
        setCreated({ accountNumber: reply.accountNumber, name: `${values.firstName} ${values.lastName}`, email: values.email });
      },
      onError: (error) => {
        if (!isApiError(error)) return;
        placeFieldErrors(error, fieldNames, setError);
        // Field errors for fields this form does not show go in the banner instead.
        const elsewhere = Object.entries(error.fieldErrors).filter(([field]) => !(fieldNames as string[]).includes(field));
        setOtherFieldErrors(elsewhere.map(([, message]) => message));
        if (error.code === 'USER_ALREADY_EXISTS' || error.status === 409) {
          setError('email', { type: 'server', message: 'Use a different email address.' }, { shouldFocus: true });
        }
      },
    });
  }

  function startAnother() {
    setCreated(null);
    createPatient.reset();
    reset(emptyFields);
    // After the dialog hands focus back, start the next patient at the first field.
    window.setTimeout(() => setFocus('firstName'), 0);
  }

  const failure = createPatient.isError ? createPatientErrorMessage(createPatient.error) : null;
  const searchHref = created ? paths.location.patientSearch.getHref({ keyword: created.email }) : '';

  return (
    <>
      <form className="form card card--padded create-patient" noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby="patient-details-heading">
        <div className="form__intro">
          <h2 id="patient-details-heading" className="section-title">
            Patient details
          </h2>
          <p className="muted">First name, last name and email are required. The patient can finish their profile when they accept your invitation.</p>
        </div>

        <div aria-live="assertive" aria-atomic="true">
          {failure ? (
            <Alert tone="error" announce={false}>
              {failure}
              {otherFieldErrors.length > 0 ? (
                <ul className="alert__list">
                  {otherFieldErrors.map((message) => (
                    <li key={message}>{message}</li>
                  ))}
                </ul>
              ) : null}
            </Alert>
          ) : null}
        </div>

        <div className="form-grid">
          <TextField label="First name" autoComplete="off" maxLength={250} error={errors.firstName?.message} {...register('firstName')} />
          <TextField label="Last name" autoComplete="off" maxLength={250} error={errors.lastName?.message} {...register('lastName')} />
          <TextField
            className="form-grid__wide"
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="off"
            spellCheck={false}
            maxLength={250}
            error={errors.email?.message}
            {...register('email')}
          />
          <DateOfBirthField autoComplete="off" error={errors.dob?.message} {...register('dob')} />
          <PhoneField label="Phone" autoComplete="off" error={errors.phone?.message} {...register('phone')} />
        </div>

        <div className="form__actions">
          <ButtonLink to={cancelHref} variant="ghost">
            Cancel
          </ButtonLink>
          <Button type="submit" loading={createPatient.isPending}>
            {createPatient.isPending ? 'Creating patient…' : 'Create patient'}
          </Button>
        </div>
      </form>

      <Dialog
        open={created !== null}
        onClose={startAnother}
        tone="success"
        title="Patient created"
        description={
          created ? (
            <p>
              <strong>{created.name}</strong> ({created.email}) has been added to your practice.
            </p>
          ) : null
        }
        footer={
          <>
            <Button variant="secondary" onClick={startAnother}>
              Create another patient
            </Button>
            <ButtonLink to={searchHref} data-autofocus>
              View in patient search
            </ButtonLink>
          </>
        }
      >
        {created ? (
          <dl className="summary-list">
            <div>
              <dt>Account number</dt>
              <dd className="account-number">{created.accountNumber}</dd>
            </div>
          </dl>
        ) : null}
      </Dialog>
    </>
  );
}
