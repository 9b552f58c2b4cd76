// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/**
 * The dependency rule of the guide (§2), enforced here so a violation fails `npm run lint`:
 * - domain/ imports nothing of ours and no I/O or UI library;
 * - the four server parts import domain/ and infra/, never each other (workers may host projections);
 * - web/ imports only domain/ (its zod schemas and pure rules), never server code;
 * - infra/ imports none of the processes; main/ (the composition root) stands above them all;
 * - no import cycle.
 */
const serverParts = ['command-api', 'query-api', 'projections', 'workers'];
const ioLibraries = ['fastify', 'fastify-*', '@fastify/*', 'pg', 'kysely', 'bullmq', 'ioredis', 'react', 'react-dom', '@eventstore/*', '@electric-sql/*', 'nodemailer', 'argon2', 'node:*'];

export default tseslint.config(
  { ignores: ['node_modules/**', 'web/dist/**', 'data/**', 'scratch/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // No import cycle anywhere (issue #14): a cycle means two files are one module in disguise.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './domain',
              from: ['./command-api', './query-api', './projections', './workers', './web', './infra', './test', './bench'],
              message: 'domain/ imports nothing of ours (guide §2).',
            },
            ...serverParts.map((part) => ({
              target: `./${part}`,
              from: serverParts
                .filter((other) => other !== part && !(part === 'workers' && other === 'projections'))
                .map((other) => `./${other}`)
                .concat(['./web']),
              message: `${part}/ imports only domain/ and infra/ (guide §2).`,
            })),
            {
              target: './web',
              from: ['./command-api', './query-api', './projections', './workers', './infra', './test', './bench'],
              message: 'web/ imports only domain/ (guide §2).',
            },
            {
              target: './infra',
              from: ['./main', './command-api', './query-api', './projections', './workers', './web'],
              message: 'infra/ is shared plumbing: it must not depend on the processes it serves (main/ composes them).',
            },
            {
              target: ['./command-api', './query-api', './projections', './workers', './web', './domain'],
              from: ['./main'],
              message: 'main/ is the composition root: nothing below it imports it (guide §2).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ioLibraries, message: 'domain/ is pure: no I/O or UI library (guide §2).' }] },
      ],
    },
  },
  {
    // The contract once (issue #14): request and reply schemas live in domain/<context>/api-schemas.ts;
    // a route registers them and may name zod only as a type.
    files: ['command-api/routes/**/*.ts', 'query-api/routes/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', message: 'Routes take their schemas from domain/<context>/api-schemas.ts (import type only).', allowTypeImports: true }] },
      ],
    },
  },
  {
    // The contract once (issue #14): the web's API operations read and type replies with the domain's
    // schemas, never a copy of their own.
    files: ['web/src/features/*/api/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', message: 'API files take their schemas from domain/<context>/api-schemas.ts (import type only).', allowTypeImports: true }] },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*', 'pg', 'kysely', 'fastify', '@fastify/*', 'bullmq', 'ioredis', 'argon2'], message: 'web/ runs in the browser.' }] },
      ],
    },
  },
);
