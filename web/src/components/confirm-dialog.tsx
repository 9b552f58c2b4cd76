import type { ReactNode } from 'react';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description?: ReactNode;
  /** The destructive action's label ("Delete patient", "Deactivate"…). */
  confirmLabel: string;
  /** The way out; "Cancel" unless the screen words it otherwise. */
  cancelLabel?: string;
  /** The action is under way: its button spins, and neither button nor Escape closes the dialog. */
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Shown inside the dialog, e.g. the action's error. */
  children?: ReactNode;
}

/** Asks before a destructive action: a way out first, then the action in the danger style. */
export function ConfirmDialog({ open, title, description, confirmLabel, cancelLabel = 'Cancel', pending, onConfirm, onCancel, children }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={() => !pending && onCancel()}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button variant="danger" loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
