/**
 * The middle of `xs` (the mean of the two middle ones for an even count), figures that are not a
 * number (NaN: nothing measured) left out; NaN when none is left.
 */
export function median(xs: readonly number[]): number {
  const sorted = xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
