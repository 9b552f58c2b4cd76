import { useState } from 'react';
import type { HistoryRecordType } from '@domain/history/record-keys';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { HistoryList } from './history-list';

interface HistoryPanelProps {
  recordType: HistoryRecordType;
  recordId: string;
  /** What the record is called: "Ada Lovelace", "prescription Daily wear", "order SO-…". */
  label: string;
  size?: 'sm' | 'md';
}

/**
 * The "History" button of a patient, a prescription or an order, opening its audit history in a
 * dialog (focus moves in and comes back to the button; Escape closes). The history is read when the
 * dialog opens, so a change just made is in it.
 */
export function HistoryPanel({ recordType, recordId, label, size = 'sm' }: HistoryPanelProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size={size} aria-haspopup="dialog" aria-label={`History of ${label}`} onClick={() => setOpen(true)}>
        <svg className="btn__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M3 12a9 9 0 1 0 3-6.7M3 4v4h4M12 7v5l3 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        History
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={`History of ${label}`}
        description="Every change, when it was made and by whom."
        footer={
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Close
          </Button>
        }
      >
        {open ? <HistoryList recordType={recordType} recordId={recordId} label={label} /> : null}
      </Dialog>
    </>
  );
}
