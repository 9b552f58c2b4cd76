/**
 * Device tokens: after a successful sign-in the API gives this browser a signed token for that
 * account. Sent with later sign-ins to the same account, it lets the sign-in throttle recognise
 * the owner's device, so an attack on the account never locks its owner out. Kept per e-mail
 * (lower-case) in local storage; it is not a credential by itself.
 */
export const DEVICE_TOKENS_KEY = 'lensloop.deviceTokens';
const MAX_ACCOUNTS = 10;

function read(): Record<string, string> {
  try {
    const raw = window.localStorage.getItem(DEVICE_TOKENS_KEY);
    const parsed = raw ? (JSON.parse(raw) as unknown) : {};
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function deviceTokenFor(email: string): string | undefined {
  const token = read()[email.trim().toLowerCase()];
  return typeof token === 'string' && token ? token : undefined;
}

export function rememberDeviceToken(email: string, token: string | undefined): void {
  if (!token) return;
  try {
    const all = read();
    delete all[email.trim().toLowerCase()];
    all[email.trim().toLowerCase()] = token;
    // Keep the most recent few accounts (insertion order) on a shared computer.
    const entries = Object.entries(all).slice(-MAX_ACCOUNTS);
    window.localStorage.setItem(DEVICE_TOKENS_KEY, JSON.stringify(Object.fromEntries(entries)));
  } catch {
    /* storage unavailable: the throttle simply treats this browser as unknown */
  }
}
