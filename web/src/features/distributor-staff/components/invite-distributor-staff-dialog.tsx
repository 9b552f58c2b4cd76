import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type InviteDistributorStaffInput, inviteDistributorStaffInput, type InviteDistributorStaffValues } from '@domain/distributor-staff/api-schemas';
import { DISTRIBUTOR_ROLES } from '@domain/distributor-staff/roles';
import { DISTRIBUTOR_STAFF_GROUPS } from '@domain/identity/customer-group';
import { MESSAGES } from '@domain/shared/errors';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { EmailField } from '@/components/email-field';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { EMAIL_IN_USE_NEXT_TO_FIELD, placeFieldErrors } from '@/lib/field-errors';
import { useInviteDistributorStaff } from '../api/invite-distributor-staff';

const FIELDS = ['firstName', 'lastName', 'email', 'role'] as const;
const ROLE_OPTIONS = DISTRIBUTOR_STAFF_GROUPS.map((role) => [role, `${DISTRIBUTOR_ROLES[role].label} — ${DISTRIBUTOR_ROLES[role].summary}`] as const);

interface InviteDialogProps {
  open: boolean;
  onClose: () => void;
  /** The invitation is on its way to this address. */
  onInvited: (email: string) => void;
}

/**
 * Invite an analyst or an operator (CSR, issues #32, #33): first name, last name, e-mail and role,
 * checked with the API's own schema; the API's refusals (an e-mail in use, a field it refuses) go
 * next to their field. They get an e-mail with a single-use link to set a password.
 */
export function InviteDistributorStaffDialog({ open, onClose, onInvited }: InviteDialogProps) {
  const invite = useInviteDistributorStaff();
  const [failure, setFailure] = useState(false);
  const { register, handleSubmit, setError, reset, formState: { errors } } = useForm<InviteDistributorStaffInput, unknown, InviteDistributorStaffValues>({
    resolver: zodResolver(inviteDistributorStaffInput),
    defaultValues: { firstName: '', lastName: '', email: '', role: '' as InviteDistributorStaffInput['role'] },
  });
  const close = () => {
    if (invite.isPending) return;
    reset();
    setFailure(false);
    onClose();
  };
  const submit = (values: InviteDistributorStaffValues) => {
    setFailure(false);
    invite.mutate(values, {
      onSuccess: () => {
        reset();
        onInvited(values.email);
      },
      onError: (error) => setFailure(!placeFieldErrors(error, FIELDS, setError, EMAIL_IN_USE_NEXT_TO_FIELD)),
    });
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title="Invite an analyst or operator"
      description={<p>They get an email with a link to set their password. At their first sign-in they add a mobile number for the texted sign-in code.</p>}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={invite.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="invite-distributor-staff-form" loading={invite.isPending}>
            Send invitation
          </Button>
        </>
      }
    >
      <form id="invite-distributor-staff-form" className="form" noValidate aria-label="Invite an analyst or operator" onSubmit={handleSubmit(submit)}>
        {failure ? <Alert tone="error">{MESSAGES.somethingWentWrongRetry}</Alert> : null}
        <TextField label="First name" autoComplete="off" data-autofocus error={errors.firstName?.message} {...register('firstName')} />
        <TextField label="Last name" autoComplete="off" error={errors.lastName?.message} {...register('lastName')} />
        <EmailField label="Email" autoComplete="off" error={errors.email?.message} {...register('email')} />
        <SelectField label="Role" placeholder="Choose a role" options={ROLE_OPTIONS} error={errors.role?.message} {...register('role')} />
      </form>
    </Dialog>
  );
}
