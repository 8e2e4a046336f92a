/**
 * Mann–Whitney U test of two samples (e.g. response times), normal approximation with the
 * average rank for ties: returns z, negative when `a` tends to be smaller than `b`. |z| above
 * 3.29 means the samples differ with p < 0.001 (two-sided); with no difference |z| stays
 * below it 999 times in 1,000. Suited to timing comparisons: it uses ranks only, so a few
 * slow outliers (a busy machine) weigh no more than any other value.
 */
export function mannWhitneyZ(a: readonly number[], b: readonly number[]): number {
  const all = [
    ...a.map((value) => ({ value, fromA: true })),
    ...b.map((value) => ({ value, fromA: false })),
  ];
  all.sort((x, y) => x.value - y.value);
  let rankSumA = 0;
  for (let i = 0; i < all.length; ) {
    let j = i;
    while (j + 1 < all.length && all[j + 1]?.value === all[i]?.value) j++;
    const averageRank = (i + j) / 2 + 1;
    for (let k = i; k <= j; k++) if (all[k]?.fromA) rankSumA += averageRank;
    i = j + 1;
  }
  const n1 = a.length;
  const n2 = b.length;
  const u = rankSumA - (n1 * (n1 + 1)) / 2;
  return (u - (n1 * n2) / 2) / Math.sqrt((n1 * n2 * (n1 + n2 + 1)) / 12);
}

/** The median of a sample. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}
