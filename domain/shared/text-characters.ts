/**
 * The one rule for the characters a string sent to the API may hold (issue #21): no NUL (U+0000),
 * which PostgreSQL cannot store in text or jsonb, and no unpaired UTF-16 surrogate, which is not a
 * character at all (it cannot be encoded as UTF-8). The API shell applies it to every string of
 * every request (body, query string, path parameters) before the route's own validation.
 */

export const FORBIDDEN_CHARACTER_MESSAGE = 'This field contains a character that is not allowed (a null character or an unpaired surrogate).';

// eslint-disable-next-line no-control-regex -- finding U+0000 is the point of this rule
const FORBIDDEN = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const FORBIDDEN_ALL = new RegExp(FORBIDDEN.source, 'g');

export function hasForbiddenCharacter(text: string): boolean {
  return FORBIDDEN.test(text);
}

/** At most this many offending fields are reported. */
const MAX_REPORTED = 20;

/**
 * The paths (`items.0.name`; '' for the value itself) of the strings and object keys in `value`
 * that hold a forbidden character. Walks iteratively, so deeply nested input cannot overflow the stack.
 */
export function forbiddenCharacterPaths(value: unknown): string[] {
  const found: string[] = [];
  const stack: { value: unknown; path: string; badKey?: true }[] = [{ value, path: '' }];
  while (stack.length > 0 && found.length < MAX_REPORTED) {
    const { value: v, path, badKey } = stack.pop()!;
    if (badKey) found.push(path);
    else if (typeof v === 'string') {
      if (hasForbiddenCharacter(v)) found.push(path);
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], path: join(path, String(i)) });
    } else if (v !== null && typeof v === 'object' && !ArrayBuffer.isView(v)) {
      const entries = Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        const keyPath = join(path, key.replace(FORBIDDEN_ALL, '\uFFFD'));
        stack.push(hasForbiddenCharacter(key) ? { value: undefined, path: keyPath, badKey: true } : { value: child, path: keyPath });
      }
    }
  }
  return found;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
