import { expect, it } from 'vitest';
import { projections } from '../../projections';
import { READ_MODEL_NAMES, REACTOR_NAMES } from '../../query-api/lib/read-model-names';
import { REACTORS } from '../../workers/start-workers';

it('the query API knows every projection and reactor the workers keep', () => {
  expect([...READ_MODEL_NAMES].sort()).toEqual(projections.map((p) => p.name).sort());
  expect([...REACTOR_NAMES].sort()).toEqual(REACTORS.map((r) => r.name).sort());
});
