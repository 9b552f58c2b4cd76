import type { AccessRequestView } from '../../domain/access-requests/api-schemas';

export interface AccessRequestRow {
  request_id: string;
  decision: string;
  denial_reason: string | null;
  patient_email: string;
  request_date: string;
  expiry_date: string;
  has_been_sent_email: boolean;
  first_name: string | null;
  last_name: string | null;
  practice_name: string | null;
  location_name: string | null;
}

export function toView(row: AccessRequestRow, now: Date): AccessRequestView {
  const expired = row.decision === 'pending' && Date.parse(row.expiry_date) <= now.getTime();
  return {
    id: row.request_id,
    status: (expired ? 'expired' : row.decision) as AccessRequestView['status'],
    denialReason: row.denial_reason,
    patientEmail: row.patient_email,
    patientName: [row.first_name, row.last_name].filter(Boolean).join(' '),
    requestDate: row.request_date,
    expiryDate: row.expiry_date,
    hasBeenSentEmail: row.has_been_sent_email,
    practiceName: row.practice_name ?? '',
    locationName: row.location_name ?? '',
  };
}
