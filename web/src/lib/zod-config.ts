import { z } from 'zod';

/**
 * Zod checks whether it may compile parsers with `new Function` the first time a schema is built;
 * under the app's Content-Security-Policy (script-src 'self', no eval) that probe is refused and
 * reported as a CSP violation on every page (Lighthouse "Issues were logged"). The browser parses
 * without compiled parsers. Imported first by main.tsx, before any schema is built.
 */
z.config({ jitless: true });
