/** The rating axis: a domain on round values and the ticks on it. */
export interface RatingScale {
  min: number;
  max: number;
  step: number;
  ticks: number[];
  /** Decimals a tick label needs (0.25 needs 2, 0.5 needs 1). */
  decimals: number;
}

// Round steps, smallest first; 2.0-8.0 ratings move by hundredths to whole points.
const STEPS = [0.01, 0.02, 0.05, 0.1, 0.2, 0.25, 0.5, 1, 2];
/** Fewer gridlines than this would leave the axis hard to read, more would crowd a phone. */
const MAX_INTERVALS = 5;
/** A flat history still gets an axis this tall, so one point is not pinned to an edge. */
const MIN_SPAN = 0.1;

const decimalsOf = (step: number) => (String(step).split('.')[1] ?? '').length;
const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

/**
 * A y axis holding every rating: the smallest round step that covers them in
 * at most five intervals, with the domain widened to whole steps.
 */
export function ratingScale(ratings: readonly number[]): RatingScale {
  let low = Math.min(...ratings);
  let high = Math.max(...ratings);
  if (!Number.isFinite(low) || !Number.isFinite(high)) [low, high] = [0, 1];
  if (high - low < MIN_SPAN) {
    const middle = (high + low) / 2;
    [low, high] = [middle - MIN_SPAN / 2, middle + MIN_SPAN / 2];
  }
  const step =
    STEPS.find((s) => Math.ceil(high / s - 1e-9) - Math.floor(low / s + 1e-9) <= MAX_INTERVALS) ??
    Math.pow(10, Math.ceil(Math.log10((high - low) / MAX_INTERVALS)));
  const decimals = decimalsOf(step);
  const min = round(Math.floor(low / step + 1e-9) * step, decimals);
  const max = round(Math.ceil(high / step - 1e-9) * step, decimals);
  const ticks: number[] = [];
  for (let i = 0; min + i * step <= max + step / 2; i += 1)
    ticks.push(round(min + i * step, decimals));
  return { min, max, step, ticks, decimals };
}

/**
 * Which points get a date under the x axis: the first and the last, and
 * evenly spaced ones between while labels of `labelWidth` px still fit side by side
 * (the first is drawn from its point rightwards, the last leftwards).
 */
export function xLabelIndexes(count: number, plotWidth: number, labelWidth = 90): number[] {
  if (count <= 0) return [];
  if (count === 1) return [0];
  const fit = Math.max(2, Math.min(count, Math.floor(plotWidth / labelWidth)));
  const indexes = new Set<number>();
  for (let i = 0; i < fit; i += 1) indexes.add(Math.round((i * (count - 1)) / (fit - 1)));
  return [...indexes];
}
