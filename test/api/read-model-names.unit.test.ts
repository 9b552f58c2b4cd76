import { expect, it } from 'vitest';
import { projections } from '../../projections';
import { READ_MODEL_NAMES } from '../../query-api/lib/read-model-names';

it('the query API knows every projection the workers keep', () => {
  expect([...READ_MODEL_NAMES].sort()).toEqual(projections.map((p) => p.name).sort());
});
