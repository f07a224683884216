/** Percentiles over a sample, nearest-rank; NaN for an empty sample. */
export function percentile(values: ArrayLike<number>, p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

export interface Summary { n: number; p50: number; p99: number; mean: number; max: number }

export function summarize(values: ArrayLike<number>): Summary {
  let sum = 0;
  let max = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < values.length; i++) {
    sum += values[i];
    if (values[i] > max) max = values[i];
  }
  return { n: values.length, p50: percentile(values, 50), p99: percentile(values, 99), mean: values.length ? sum / values.length : Number.NaN, max };
}

export const round = (value: number, digits = 2) => (Number.isFinite(value) ? Number(value.toFixed(digits)) : value);
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** Wall-clock milliseconds that two processes on one machine agree on (the "same clock"). */
export const epochNow = () => performance.timeOrigin + performance.now();
