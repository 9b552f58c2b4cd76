import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { CustomerProfile } from '@domain/identity/api-schemas';
import { profileForm, profileFormToInput, type ProfileFormInput, type ProfileFormValues } from '@domain/identity/update-profile';
import { editPatientEmailInput } from '@domain/patients/api-schemas';
import { PATIENT_MESSAGES } from '@domain/patients/patient-of-practice';
import { MESSAGES } from '@domain/shared/errors';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Spinner } from '@/components/spinner';
import { AddressFields } from '@/components/address-fields';
import { DateOfBirthField } from '@/components/date-of-birth-field';
import { PhoneField } from '@/components/phone-field';
import { TextField } from '@/components/text-field';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { profileFormFields, showProfileFieldErrors } from '@/lib/profile-form';
import { formatCalendarDate, formatInstantDate, formatUsPhone } from '@/lib/format';
import { useDeactivatePatient } from '@/features/patients/api/deactivate-patient';
import { useEditPatientEmail } from '@/features/patients/api/edit-patient-email';
import { usePatient } from '@/features/patients/api/get-patient';
import { useWelcomeEmailOption } from '@/features/patients/api/get-welcome-email-option';
import { useUpdatePatient } from '@/features/patients/api/update-patient';
import { PatientBadges } from './patients-table';
import './patients.css';
import { RetryButton } from '@/components/retry-button';

const emailForm = editPatientEmailInput.pick({ email: true });

/** Screen text for a failed change (spec point 4 states and point 8's update / deactivation failures). */
function failureText(error: unknown, fallback: string): string {
  if (isApiError(error)) {
    if (error.status === 447) return MESSAGES.practiceBlocked;
    if (error.status === 448) return MESSAGES.creditOnHold;
    if (error.code === 'LOCATION_DEACTIVATED' || error.code === 'PATIENT_DEACTIVATED' || error.code === 'FEATURE_DISABLED' || error.code === 'SAME_EMAIL') return error.message;
    if (error.code === MESSAGES.userAlreadyExists) return MESSAGES.userAlreadyExistsShown;
    if (error.status === 400 && Object.keys(error.fieldErrors).length > 0) return 'Please correct the highlighted fields.';
  }
  return fallback;
}

function ProfileFacts({ patient }: { patient: CustomerProfile }) {
  const a = patient.addresses[0];
  const none = <span className="cell-empty">Not given</span>;
  return (
    <dl className="profile-facts">
      <div>
        <dt>Name</dt>
        <dd>
          {patient.firstName} {patient.lastName}
        </dd>
      </div>
      <div>
        <dt>Email</dt>
        <dd>{patient.email}</dd>
      </div>
      <div>
        <dt>Date of birth</dt>
        <dd>{formatCalendarDate(patient.dob) || none}</dd>
      </div>
      <div>
        <dt>Phone</dt>
        <dd>{formatUsPhone(patient.phone) || none}</dd>
      </div>
      <div>
        <dt>Shipping address</dt>
        <dd>{a ? [a.address1, a.address2, `${a.city}, ${a.state} ${a.zip}`].filter(Boolean).join(', ') : none}</dd>
      </div>
      <div>
        <dt>Account number</dt>
        <dd>{patient.accountNumber}</dd>
      </div>
      <div>
        <dt>Registered</dt>
        <dd>{patient.registrationDate ? formatInstantDate(patient.registrationDate) : 'Not yet'}</dd>
      </div>
      {patient.isImported ? (
        <div>
          <dt>Last synced from PMS</dt>
          <dd>{patient.lastSyncDate ? formatInstantDate(patient.lastSyncDate) : none}</dd>
        </div>
      ) : null}
      <div>
        <dt>Welcome email</dt>
        <dd>{patient.hasBeenSentEmail ? 'Sent' : 'Not sent'}</dd>
      </div>
    </dl>
  );
}

function EditProfileForm({ patient, onDone }: { patient: CustomerProfile; onDone: () => void }) {
  const update = useUpdatePatient();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ProfileFormInput, unknown, ProfileFormValues>({ resolver: zodResolver(profileForm), defaultValues: profileFormFields(patient), mode: 'onTouched' });

  function onSubmit(values: ProfileFormValues) {
    update.mutate(
      { ...profileFormToInput(values, true), accountNumber: patient.accountNumber },
      {
        onSuccess: onDone,
        onError: (error) => showProfileFieldErrors(error, setError),
      },
    );
  }

  return (
    <form className="stack-md" noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Edit patient profile">
      {update.isError ? <Alert tone="error">{failureText(update.error, PATIENT_MESSAGES.updateFailed)}</Alert> : null}
      <div className="form-grid">
        <TextField label="First name" autoComplete="off" maxLength={250} error={errors.firstName?.message} {...register('firstName')} />
        <TextField label="Last name" autoComplete="off" maxLength={250} error={errors.lastName?.message} {...register('lastName')} />
        <PhoneField label="Phone" autoComplete="off" hint={undefined} error={errors.phone?.message} {...register('phone')} />
        <DateOfBirthField autoComplete="off" error={errors.dob?.message} {...register('dob')} />
      </div>
      <fieldset className="form-fieldset">
        <legend className="form-fieldset__legend">
          Shipping address <span className="field__optional">(optional)</span>
        </legend>
        <div className="form-grid">
          <AddressFields autoFill={false} field={(name) => ({ error: errors[name]?.message, ...register(name) })} />
        </div>
      </fieldset>
      <div className="panel-actions">
        <Button type="submit" loading={update.isPending}>
          Save profile
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function ChangeEmailForm({ patient, onDone }: { patient: CustomerProfile; onDone: (message: string) => void }) {
  const edit = useEditPatientEmail();
  const option = useWelcomeEmailOption();
  const [sendWelcome, setSendWelcome] = useState(true);
  const offerOption = option.data === true && !patient.isRegistered;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ email: string }>({ resolver: zodResolver(emailForm), defaultValues: { email: '' }, mode: 'onTouched' });

  function onSubmit(values: { email: string }) {
    edit.mutate(
      { accountNumber: patient.accountNumber, email: values.email, ...(offerOption && !sendWelcome ? { sendWelcomeEmail: false } : {}) },
      {
        onSuccess: (r) => onDone(r.welcomeEmailRequested ? `Email changed to ${r.email}. A welcome email is on its way there.` : `Email changed to ${r.email}.`),
        onError: (error) => {
          if (isApiError(error) && (error.code === MESSAGES.userAlreadyExists || error.fieldErrors.email)) {
            setError('email', { type: 'server', message: error.fieldErrors.email ?? 'Use a different email address.' }, { shouldFocus: true });
          }
        },
      },
    );
  }

  return (
    <form className="stack-md" noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Change patient email">
      {edit.isError ? <Alert tone="error">{failureText(edit.error, PATIENT_MESSAGES.updateFailed)}</Alert> : null}
      <TextField label="New email" type="email" autoComplete="off" maxLength={250} error={errors.email?.message} {...register('email')} />
      {offerOption ? (
        <label className="checkbox">
          <input type="checkbox" checked={sendWelcome} onChange={(e) => setSendWelcome(e.target.checked)} />
          <span>Send the welcome email to the new address</span>
        </label>
      ) : null}
      <div className="panel-actions">
        <Button type="submit" loading={edit.isPending}>
          Change email
        </Button>
        <Button variant="secondary" onClick={() => onDone('')}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/**
 * The Profile tab of the practice's patient screen (`/location/patient?accountNumber=`): the
 * patient's profile and flags, an edit form (the API's schema), change of e-mail (with the
 * staff-only skip-welcome option when the deployment offers it) and deactivation with a confirm
 * dialog ("deleted"; spec point 8 "patient deactivation" failure).
 */
export function PatientProfilePanel({ accountNumber }: { accountNumber: string }) {
  const patient = usePatient(accountNumber);
  const deactivate = useDeactivatePatient();
  const [mode, setMode] = useState<'view' | 'edit' | 'email'>('view');
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState('');

  if (patient.isPending) return <Spinner label="Loading the patient’s profile…" />;
  if (patient.isError) {
    const notFound = isApiError(patient.error) && patient.error.status === 404;
    return (
      <Alert
        tone="error"
        action={
          notFound ? null : (
            <RetryButton onRetry={patient.refetch} />
          )
        }
      >
        {notFound ? 'Patient not found.' : MESSAGES.somethingWentWrongRetry}
      </Alert>
    );
  }
  const p = patient.data;
  const deleted = p.isDeactivated === true;

  return (
    <section className="card card--padded stack-md" aria-labelledby="patient-profile-heading">
      <div className="stack-md">
        <h2 id="patient-profile-heading" className="section-title">
          Profile
        </h2>
        <PatientBadges patient={{ ...p, isRegistered: p.isRegistered ?? false }} />
      </div>
      <div aria-live="polite">{notice ? <Alert tone="success" announce={false}>{notice}</Alert> : null}</div>
      {deleted ? (
        <Alert tone="warning">
          This patient profile was deleted. It no longer shows in your patient list and cannot be changed.{' '}
          <Link to={paths.location.patientSearch.getHref()}>Back to Patient Search</Link>
        </Alert>
      ) : null}
      {p.hasCompletedProfile === false && !deleted ? (
        <Alert tone="info">The profile is incomplete: a date of birth and a phone number are needed before ordering or inviting.</Alert>
      ) : null}

      {mode === 'edit' ? (
        <EditProfileForm
          patient={p}
          onDone={() => {
            setMode('view');
          }}
        />
      ) : mode === 'email' ? (
        <ChangeEmailForm
          patient={p}
          onDone={(message) => {
            setNotice(message);
            setMode('view');
          }}
        />
      ) : (
        <>
          <ProfileFacts patient={p} />
          {!deleted ? (
            <div className="panel-actions">
              <Button
                onClick={() => {
                  setNotice('');
                  setMode('edit');
                }}
              >
                Edit profile
              </Button>
              <Button
                variant="secondary"
                onClick={() => {
                  setNotice('');
                  setMode('email');
                }}
              >
                Change email
              </Button>
            </div>
          ) : null}
        </>
      )}

      {!deleted && mode === 'view' ? (
        <div className="danger-zone stack-md">
          {deactivate.isError ? <Alert tone="error">{failureText(deactivate.error, PATIENT_MESSAGES.deactivationFailed)}</Alert> : null}
          <div>
            <Button variant="danger" onClick={() => setConfirming(true)}>
              Delete patient
            </Button>
          </div>
        </div>
      ) : null}

      <ConfirmDialog
        open={confirming}
        title={`Delete ${p.firstName} ${p.lastName}?`}
        description="The patient leaves your patient list and can no longer sign in. Their orders and prescriptions are kept."
        confirmLabel="Delete patient"
        pending={deactivate.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          deactivate.mutate(
            { accountNumber },
            {
              onSuccess: () => {
                setConfirming(false);
                setNotice(`${p.firstName} ${p.lastName} was deleted.`);
              },
              onError: () => setConfirming(false),
            },
          )
        }
      />
    </section>
  );
}
