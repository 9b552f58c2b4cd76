/**
 * A job's or projection's error text as the console shows it: e-mail addresses and long digit runs
 * (phones, card-like numbers) replaced, and cut to 300 characters. A mail server's refusal quotes
 * the recipient; an operator needs the reason, never the person (D-740).
 */
export function redactErrorText(text: string | null | undefined): string | null {
  if (!text) return null;
  const out = text
    .replace(/[^\s<>()"',;:]+@[^\s<>()"',;:]+\.[a-z]{2,}/gi, '[e-mail]')
    .replace(/\+?\(?\d[\d\s().-]{6,}\d/g, (run) => (run.replace(/\D/g, '').length >= 7 ? '[number]' : run));
  return out.length > 300 ? `${out.slice(0, 299)}…` : out;
}
