import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { isApiError } from '@/lib/api-client';
import { useForceWelcomeEmail } from '@/features/support/api/force-welcome-email';

interface ResendWelcomeDialogProps {
  patient: { accountNumber: string; name: string; email: string } | null;
  onClose: () => void;
}

/** Confirms sending a patient the welcome e-mail again (forced: even if one was sent), then says it is on its way. */
export function ResendWelcomeDialog({ patient, onClose }: ResendWelcomeDialogProps) {
  const send = useForceWelcomeEmail();

  function close() {
    if (send.isPending) return;
    send.reset();
    onClose();
  }

  const sent = send.isSuccess;
  return (
    <Dialog
      open={patient !== null}
      onClose={close}
      tone={sent ? 'success' : 'default'}
      title={sent ? 'Welcome e-mail on its way' : 'Send the welcome e-mail again?'}
      description={
        patient ? (
          sent ? (
            <p>
              {patient.name} will get a new link at <strong>{patient.email}</strong> to set their password.
            </p>
          ) : (
            <p>
              {patient.name} gets a new link at <strong>{patient.email}</strong> to set their password, even if a welcome e-mail was
              sent before.
            </p>
          )
        ) : null
      }
      footer={
        sent ? (
          <Button onClick={close}>Done</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close} disabled={send.isPending}>
              Cancel
            </Button>
            <Button onClick={() => patient && send.mutate(patient.accountNumber)} loading={send.isPending}>
              Send welcome e-mail
            </Button>
          </>
        )
      }
    >
      {send.isError ? (
        <Alert tone="error">
          {isApiError(send.error) && send.error.status === 422 ? send.error.message : 'The welcome e-mail could not be sent. Please try again.'}
        </Alert>
      ) : null}
    </Dialog>
  );
}
