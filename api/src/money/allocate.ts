/**
 * Splits an integer amount over lines in proportion to their weights, so that the parts add up to
 * the amount exactly (no cent lost or made up): every part gets the floor of its exact share, and
 * the cents left over go one each to the parts with the largest remainders (Hamilton's
 * largest-remainder method); equal remainders go to the earlier line, so the result is stable.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(total) || total < 0) throw new Error(`allocate: total must be a non-negative integer, got ${total}`);
  const sum = weights.reduce((a, w) => a + w, 0);
  if (total === 0 || sum === 0) {
    if (total > 0) throw new Error('allocate: an amount cannot be split over lines of weight 0');
    return weights.map(() => 0);
  }
  if (total > sum) throw new Error(`allocate: ${total} exceeds the lines' total ${sum}`);
  const parts = weights.map((w) => Math.floor((total * w) / sum));
  const left = total - parts.reduce((a, p) => a + p, 0);
  const order = weights
    .map((w, i) => ({ i, rem: (total * w) % sum }))
    .sort((a, b) => b.rem - a.rem || a.i - b.i);
  for (let k = 0; k < left; k += 1) parts[order[k]!.i]! += 1;
  return parts;
}
