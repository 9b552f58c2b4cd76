import { config } from 'zod/v4';

/**
 * What `import … from 'zod'` resolves to in the browser build (web/vite.config.ts aliases it here):
 * zod itself, configured once before any schema of the app is used.
 *
 * Zod checks whether it may compile parsers with `new Function` the first time an object schema
 * parses; under the app's Content-Security-Policy (script-src 'self', no eval) that probe is
 * refused and reported as a CSP violation on every page (Lighthouse "Issues were logged"). The
 * browser parses without compiled parsers. Being the module every zod import goes through, this
 * runs before any schema is built, wherever zod is first loaded: zod no longer sits in the first
 * chunk (D-613), so main.tsx cannot configure it up front.
 */
config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
