import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makePseudonymiser, pseudonymSecret } from '../../infra/analytics/export/pseudonymiser';
import { exportScopeFor } from '../../infra/analytics/export/export-scope';
import { analyticsDir, isExportScope, scopeDir } from '../../infra/analytics/export/export-paths';

/** The export's pseudonyms and folders (issue #32, D-721, D-723). */
describe('pseudonyms', () => {
  it('are the truncated HMAC-SHA256 of kind and id under the secret: stable, kind-separated, secret-dependent', () => {
    const p = makePseudonymiser('a-secret-of-16-chars');
    expect(p('order', '42')).toBe(createHmac('sha256', 'a-secret-of-16-chars').update('order:42').digest('hex').slice(0, 20));
    expect(p('order', '42')).toBe(makePseudonymiser('a-secret-of-16-chars')('order', '42'));
    expect(p('account', '42')).not.toBe(p('order', '42'));
    expect(makePseudonymiser('another-secret-16ch')('order', '42')).not.toBe(p('order', '42'));
  });

  it('need ANALYTICS_PSEUDONYM_SECRET in production; elsewhere one is made once per data folder', () => {
    expect(() => pseudonymSecret({ NODE_ENV: 'production' })).toThrow('ANALYTICS_PSEUDONYM_SECRET must be set');
    expect(() => pseudonymSecret({ ANALYTICS_PSEUDONYM_SECRET: 'short' })).toThrow('at least 16');
    expect(pseudonymSecret({ NODE_ENV: 'production', ANALYTICS_PSEUDONYM_SECRET: 'a-secret-of-16-chars' })).toBe('a-secret-of-16-chars');
    const dir = mkdtempSync(join(tmpdir(), 'lensloop-secret-'));
    try {
      const first = pseudonymSecret({ DATA_DIR: dir });
      expect(first).toMatch(/^[0-9a-f]{64}$/);
      expect(readFileSync(join(dir, '.analytics-pseudonym-secret'), 'utf8')).toBe(first);
      expect(pseudonymSecret({ DATA_DIR: dir })).toBe(first);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('export folders', () => {
  it('are all/ or practice-<pseudonym>/ under ANALYTICS_DIR, by default <DATA_DIR>/analytics', () => {
    expect(analyticsDir({ DATA_DIR: '/srv/data' })).toBe('/srv/data/analytics');
    expect(analyticsDir({ DATA_DIR: '/srv/data', ANALYTICS_DIR: '/exports' })).toBe('/exports');
    expect(exportScopeFor(null, 'a-secret-of-16-chars')).toBe('all');
    const scope = exportScopeFor('PR-1', 'a-secret-of-16-chars');
    expect(scope).toBe(`practice-${makePseudonymiser('a-secret-of-16-chars')('practice', 'PR-1')}`);
    expect(scopeDir(scope, '/exports')).toBe(`/exports/${scope}`);
    for (const bad of ['../etc', 'practice-PR-1', 'all/..', '']) expect(isExportScope(bad), bad).toBe(false);
  });
});
