/** Seconds taken by fn. */
export async function seconds(fn: () => Promise<void>): Promise<number> {
  const t0 = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - t0) / 1e9;
}

/**
 * Runs ours and the baseline in alternating rounds (so drift — autovacuum, checkpoints, a busy
 * neighbour — hits both alike) and returns the total seconds of each.
 */
export async function alternate(
  rounds: number,
  ours: (round: number) => Promise<void>,
  baseline: (round: number) => Promise<void>,
): Promise<{ ours: number; baseline: number }> {
  let a = 0;
  let b = 0;
  for (let round = 0; round < rounds; round++) {
    if (round % 2 === 0) {
      a += await seconds(() => ours(round));
      b += await seconds(() => baseline(round));
    } else {
      b += await seconds(() => baseline(round));
      a += await seconds(() => ours(round));
    }
  }
  return { ours: a, baseline: b };
}
