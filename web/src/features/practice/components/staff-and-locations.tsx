import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { addLocationInput, type AddLocationInput, inviteStaffInput, type InviteStaffInput, type StaffRow } from '@domain/practices/api-schemas';
import type { PracticeLocation } from '@domain/practices/api-schemas';
import { MESSAGES } from '@domain/shared/errors';
import { AddressFields, type AddressFieldName } from '@/components/address-fields';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { DataTable, dataColumns } from '@/components/data-table/data-table';
import { PersonCell } from '@/components/data-table/person-cell';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmailField } from '@/components/email-field';
import { PhoneField } from '@/components/phone-field';
import { RetryAlert } from '@/components/retry-alert';
import { SelectField } from '@/components/select-field';
import { Spinner } from '@/components/spinner';
import { TextField } from '@/components/text-field';
import { EMAIL_IN_USE_NEXT_TO_FIELD, placeFieldErrors } from '@/lib/field-errors';
import { formatUsPhone } from '@/lib/format';
import { useAddLocation } from '../api/add-location';
import { usePractice } from '../api/get-practice';
import { useStaff } from '../api/list-staff';
import { useDeactivateStaffMember, useInviteStaffMember } from '../api/manage-staff';

/** The API's field messages next to their fields (an e-mail in use by its code); true when one was placed. */
function placeStaffFieldErrors<F extends string>(error: unknown, fields: readonly F[], setError: Parameters<typeof placeFieldErrors<F>>[2]): boolean {
  return placeFieldErrors(error, fields, setError, EMAIL_IN_USE_NEXT_TO_FIELD);
}

/**
 * A staff-page form's submit: the mutation runs; on success the owner is told (and resets the form);
 * the API's field messages go next to their fields, anything else shows the general failure.
 */
function useStaffFormSubmit<V, F extends string>(
  mutation: { mutate: (values: V, callbacks: { onSuccess: () => void; onError: (e: unknown) => void }) => void },
  fields: readonly F[],
  setError: Parameters<typeof placeFieldErrors<F>>[2],
  done: (values: V) => void,
) {
  const [failure, setFailure] = useState(false);
  const submit = (values: V) => {
    setFailure(false);
    mutation.mutate(values, { onSuccess: () => done(values), onError: (e) => setFailure(!placeStaffFieldErrors(e, fields, setError)) });
  };
  return { failure, submit };
}

function InviteStaffForm({ practiceId, locations, onDone }: { practiceId: string; locations: PracticeLocation[]; onDone: (email: string) => void }) {
  const invite = useInviteStaffMember(practiceId);
  const active = locations.filter((l) => !l.deactivated);
  const { register, handleSubmit, setError, reset, formState: { errors } } = useForm<InviteStaffInput, unknown, z.output<typeof inviteStaffInput>>({
    resolver: zodResolver(inviteStaffInput),
    defaultValues: { firstName: '', lastName: '', email: '', phone: '', locationId: active.length === 1 ? active[0]!.locationId : '' },
  });
  const { failure, submit } = useStaffFormSubmit(invite, ['firstName', 'lastName', 'email', 'phone', 'locationId'] as const, setError, (values) => {
    onDone(values.email);
    reset();
  });
  return (
    <form className="form" noValidate aria-label="Invite a staff member" onSubmit={handleSubmit(submit)}>
      {failure ? <Alert tone="error">{MESSAGES.somethingWentWrongRetry}</Alert> : null}
      <div className="form-grid">
        <TextField label="First name" autoComplete="off" error={errors.firstName?.message} {...register('firstName')} />
        <TextField label="Last name" autoComplete="off" error={errors.lastName?.message} {...register('lastName')} />
        <EmailField label="Email" autoComplete="off" error={errors.email?.message} {...register('email')} />
        <PhoneField label="Phone" error={errors.phone?.message} {...register('phone')} />
        <SelectField label="Location" placeholder="Choose a location" options={active.map((l) => [l.locationId, l.name] as const)} error={errors.locationId?.message} {...register('locationId')} />
      </div>
      <Button type="submit" loading={invite.isPending}>
        Send invitation
      </Button>
    </form>
  );
}

function AddLocationForm({ practiceId, onDone }: { practiceId: string; onDone: (name: string) => void }) {
  const add = useAddLocation(practiceId);
  const { register, handleSubmit, setError, reset, formState: { errors } } = useForm<AddLocationInput, unknown, z.output<typeof addLocationInput>>({
    resolver: zodResolver(addLocationInput),
    defaultValues: { name: '', phone: '', address1: '', address2: '', city: '', state: '', zip: '' },
  });
  const { failure, submit } = useStaffFormSubmit(add, ['name', 'address1', 'city', 'state', 'zip', 'phone'] as const, setError, (values) => {
    onDone(values.name);
    reset();
  });
  const field = (name: AddressFieldName) => ({ ...register(name), error: errors[name]?.message });
  return (
    <form className="form" noValidate aria-label="Add a location" onSubmit={handleSubmit(submit)}>
      {failure ? <Alert tone="error">{MESSAGES.somethingWentWrongRetry}</Alert> : null}
      <div className="form-grid">
        <TextField className="form-grid__wide" label="Location name" error={errors.name?.message} {...register('name')} />
        <AddressFields field={field} />
        <PhoneField label="Phone" error={errors.phone?.message} {...register('phone')} />
      </div>
      <Button type="submit" loading={add.isPending}>
        Add location
      </Button>
    </form>
  );
}

/**
 * Manage Practice → Staff & Locations (issue #17): the administrator sees the practice's users and
 * locations, invites a staff member (welcome e-mail), deactivates one, and adds a location.
 */
export function StaffAndLocations({ practiceId }: { practiceId: string }) {
  const practice = usePractice(practiceId);
  const staff = useStaff(practiceId);
  const deactivate = useDeactivateStaffMember(practiceId);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<StaffRow | null>(null);
  const locations = practice.data?.locations ?? [];
  const locationName = (id: string | null) => locations.find((l) => l.locationId === id)?.name ?? '—';

  const column = dataColumns<StaffRow>();
  const columns = column.columns([
    column.accessor('lastName', {
      id: 'name',
      header: 'Name',
      meta: { className: '' },
      cell: ({ row: { original: s } }) => <PersonCell name={`${s.firstName} ${s.lastName}`} detail={s.email} />,
    }),
    column.accessor('customerGroup', { header: 'Role', cell: ({ getValue }) => (getValue() === 'Practice' ? 'Administrator' : 'Staff') }),
    column.accessor('locationId', { header: 'Location', meta: { className: '' }, cell: ({ getValue }) => locationName(getValue()) }),
    column.display({
      id: 'status',
      header: 'Status',
      cell: ({ row: { original: s } }) =>
        s.deactivated ? <span className="badge badge--neutral">Deactivated</span> : s.registered ? <span className="badge badge--success">Active</span> : <span className="badge badge--warning">Invited</span>,
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row: { original: s } }) =>
        s.customerGroup === 'Staff' && !s.deactivated ? (
          <Button size="sm" variant="secondary" onClick={() => setConfirming(s)}>
            Deactivate<span className="visually-hidden"> {s.firstName} {s.lastName}</span>
          </Button>
        ) : null,
    }),
  ]);

  const locColumn = dataColumns<PracticeLocation>();
  const locColumns = locColumn.columns([
    locColumn.accessor('name', { header: 'Location', meta: { className: '' } }),
    locColumn.accessor('address1', { header: 'Address', meta: { className: '' }, cell: ({ row: { original: l } }) => [l.address1, l.address2, `${l.city}, ${l.state} ${l.zip}`].filter(Boolean).join(', ') }),
    locColumn.accessor('phone', { header: 'Phone', cell: ({ getValue }) => formatUsPhone(getValue()) || '—' }),
    locColumn.accessor('deactivated', { header: 'Status', cell: ({ getValue }) => (getValue() ? <span className="badge badge--neutral">Deactivated</span> : <span className="badge badge--success">Active</span>) }),
  ]);

  return (
    <div className="stack-lg">
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      <section className="card card--padded stack-md" aria-labelledby="staff-heading">
        <h2 id="staff-heading" className="section-title">
          Staff
        </h2>
        {staff.isError ? (
          <RetryAlert onRetry={() => void staff.refetch()}>Something went wrong while attempting to load your staff.</RetryAlert>
        ) : !staff.data ? (
          <Spinner label="Loading staff…" />
        ) : (
          <DataTable columns={columns} data={staff.data.staff} getRowId={(s) => s.accountNumber} caption="Your practice's users" rowHeader="name" />
        )}
        <h3 className="section-subtitle">Invite a staff member</h3>
        <p className="muted">They get an email with a link to set a password, then sign in to your practice’s workspace.</p>
        {practice.data ? <InviteStaffForm practiceId={practiceId} locations={locations} onDone={(email) => setNotice(`Invitation sent to ${email}.`)} /> : null}
      </section>
      <section className="card card--padded stack-md" aria-labelledby="locations-heading">
        <h2 id="locations-heading" className="section-title">
          Locations
        </h2>
        {practice.data ? <DataTable columns={locColumns} data={locations} getRowId={(l) => l.locationId} caption="Your practice's locations" rowHeader="name" /> : <Spinner label="Loading locations…" />}
        <h3 className="section-subtitle">Add a location</h3>
        <AddLocationForm practiceId={practiceId} onDone={(name) => setNotice(`${name} was added to your locations.`)} />
      </section>
      <ConfirmDialog
        open={confirming !== null}
        title="Deactivate this staff member?"
        description={confirming ? <p>{confirming.firstName} {confirming.lastName} will no longer be able to sign in. Their past work stays in your records.</p> : null}
        confirmLabel="Deactivate"
        pending={deactivate.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() =>
          confirming &&
          deactivate.mutate({ accountNumber: confirming.accountNumber }, {
            onSuccess: () => {
              setNotice(`${confirming.firstName} ${confirming.lastName} was deactivated.`);
              setConfirming(null);
            },
          })
        }
      >
        {deactivate.isError ? <Alert tone="error">{MESSAGES.somethingWentWrongRetry}</Alert> : null}
      </ConfirmDialog>
    </div>
  );
}
