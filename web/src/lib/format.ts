/**
 * Display helpers. Dates are shown as MM/dd/yyyy (spec point 5, "Display"); US phones as
 * (555) 123-4567. Unknown shapes are shown as given rather than guessed at.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const US_DATE = /^\d{2}\/\d{2}\/\d{4}$/;

/** A calendar date (e.g. a date of birth): no time zone shift, whatever form the server uses. */
export function formatCalendarDate(value: string | null | undefined): string {
  if (!value) return '';
  if (US_DATE.test(value)) return value;
  const m = ISO_DATE.exec(value);
  return m ? `${m[2]}/${m[3]}/${m[1]}` : value;
}

/** An instant (e.g. createdAt), shown as the local calendar date. */
export function formatInstantDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return formatCalendarDate(value);
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  const dd = String(date.getDate()).padStart(2, '0');
  return `${mm}/${dd}/${date.getFullYear()}`;
}

/**
 * An instant as the reader's local date and time, MM/dd/yyyy h:mm AM (to the second with
 * `seconds`): record history, report snapshots, the CSR lists. Text that is no date is shown as given.
 */
export function formatLocalDateTime(value: string | null | undefined, { seconds = false }: { seconds?: boolean } = {}): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = date.getHours();
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  const time = `${h12}:${pad(date.getMinutes())}${seconds ? `:${pad(date.getSeconds())}` : ''}`;
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()} ${time} ${hours < 12 ? 'AM' : 'PM'}`;
}

export function formatUsPhone(value: string | null | undefined): string {
  if (!value) return '';
  const digits = value.replace(/\D/g, '');
  const local = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (local.length !== 10) return value;
  return `(${local.slice(0, 3)}) ${local.slice(3, 6)}-${local.slice(6)}`;
}

/** Input filter for MM/DD/YYYY fields: keeps digits and inserts the slashes as the user types. */
export function maskUsDateInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

/** Input filter for US phones: digits only, shown as (555) 123-4567 while typing. */
export function maskUsPhoneInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
