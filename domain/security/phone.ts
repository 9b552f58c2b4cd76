
/** "(•••) •••-0143": enough for the owner to recognise the number, nothing more. */
export function maskPhone(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 4) return null;
  return `(•••) •••-${digits.slice(-4)}`;
}

/** E.164 for a 10-digit US number, as SMS providers want it. */
export function toE164(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? `+${digits}` : `+1${digits}`;
}

