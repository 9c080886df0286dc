import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LazyRatingChart } from './lazy-rating-chart';
import RatingChart from './rating-chart';
import { ratingScale, xLabelIndexes } from './rating-chart-scale';
import { toRatingChartPoints } from './rating-points';

describe('ratingScale', () => {
  it.each([
    // ratings, expected min, max, step, ticks
    [[3.5, 4.2], 3.4, 4.2, 0.2, [3.4, 3.6, 3.8, 4, 4.2]],
    // Closer than 0.1: widened around the middle, so one value is not pinned to an edge.
    [[3.51, 3.58], 3.45, 3.6, 0.05, [3.45, 3.5, 3.55, 3.6]],
    [[3.51, 3.68], 3.5, 3.7, 0.05, [3.5, 3.55, 3.6, 3.65, 3.7]],
    [[2.0, 8.0], 2, 8, 2, [2, 4, 6, 8]],
    [[4.2, 4.2], 4.15, 4.25, 0.05, [4.15, 4.2, 4.25]],
    [[3.0, 4.0], 3, 4, 0.2, [3, 3.2, 3.4, 3.6, 3.8, 4]],
  ])('%j on %s to %s in steps of %s', (ratings, min, max, step, ticks) => {
    const scale = ratingScale(ratings);
    expect(scale).toMatchObject({ min, max, step, ticks });
    expect(scale.ticks.length - 1).toBeLessThanOrEqual(5);
    for (const r of ratings) {
      expect(r).toBeGreaterThanOrEqual(scale.min);
      expect(r).toBeLessThanOrEqual(scale.max);
    }
  });

  it('labels ticks with the decimals their step needs', () => {
    expect(ratingScale([3.5, 4.2]).decimals).toBe(1);
    expect(ratingScale([3.51, 3.58]).decimals).toBe(2);
    expect(ratingScale([3.5, 4.9]).decimals).toBe(1);
    expect(ratingScale([2, 8]).decimals).toBe(0);
  });
});

describe('xLabelIndexes', () => {
  it.each([
    [0, 500, []],
    [1, 500, [0]],
    [2, 500, [0, 1]],
    [10, 500, [0, 2, 5, 7, 9]],
    [10, 200, [0, 9]],
    [10, 100, [0, 9]],
    [3, 900, [0, 1, 2]],
  ])('%s points over %s px: %j', (count, width, expected) => {
    expect(xLabelIndexes(count, width)).toEqual(expected);
  });
});

describe('toRatingChartPoints', () => {
  it('starts at the rating before the first match, then each rating after', () => {
    expect(
      toRatingChartPoints([
        { at: '2026-03-01T10:00:00.000Z', before: 3.5, after: 3.62 },
        { at: '2026-03-08T10:00:00.000Z', before: 3.62, after: 3.55 },
      ]),
    ).toEqual([
      { at: '2026-03-01T10:00:00.000Z', rating: 3.5, note: 'before the match' },
      { at: '2026-03-01T10:00:00.000Z', rating: 3.62 },
      { at: '2026-03-08T10:00:00.000Z', rating: 3.55 },
    ]);
    expect(toRatingChartPoints([])).toEqual([]);
  });
});

const POINTS = [
  { at: new Date(2026, 0, 5).toISOString(), rating: 3.5, note: 'before the match' },
  { at: new Date(2026, 0, 5).toISOString(), rating: 3.62 },
  { at: new Date(2026, 1, 9).toISOString(), rating: 3.58 },
  { at: new Date(2026, 2, 14).toISOString(), rating: 3.91 },
];

describe('RatingChart', () => {
  it('draws a titled, described SVG with a point each and a table for screen readers', () => {
    render(<RatingChart points={POINTS} title="Kim's rating history" />);
    const chart = screen.getByRole('img', { name: "Kim's rating history" });
    expect(chart).toHaveAccessibleDescription(
      '4 points from Jan 05, 2026 to Mar 14, 2026: from 3.50 to 3.91, highest 3.91, lowest 3.50.',
    );
    expect(chart.querySelectorAll('circle')).toHaveLength(4);
    // A line through every point, and round values on the rating axis.
    expect(chart.querySelectorAll('path')[1]!.getAttribute('d')!.match(/[ML]/g)).toHaveLength(4);
    const texts = [...chart.querySelectorAll('text')].map((t) => t.textContent);
    expect(texts).toEqual(expect.arrayContaining(['3.5', '3.6', '3.7', '3.8', '3.9', '4.0']));
    expect(texts).toEqual(expect.arrayContaining(['Jan 05, 2026', 'Mar 14, 2026']));

    const table = screen.getByRole('table', { name: "Kim's rating history" });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Rating', 'Change']);
    expect(
      within(rows[3]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Feb 09, 2026', '3.58', '-0.04']);
  });

  it('puts a higher rating higher up', () => {
    render(<RatingChart points={POINTS} />);
    const ys = [...screen.getByRole('img').querySelectorAll('circle')].map((c) =>
      Number(c.getAttribute('cy')),
    );
    expect(ys[3]).toBeLessThan(ys[0]!);
    expect(ys[2]).toBeGreaterThan(ys[1]!);
  });

  it('takes the caller’s date format and description', () => {
    render(
      <RatingChart
        points={POINTS.slice(1, 2)}
        formatDate={(iso) => iso.slice(0, 10)}
        description="One rated match."
      />,
    );
    const chart = screen.getByRole('img', { name: 'Rating history' });
    expect(chart).toHaveAccessibleDescription('One rated match.');
    expect(chart.querySelectorAll('circle')).toHaveLength(1);
    expect(within(screen.getByRole('table')).getAllByRole('cell')[0]).toHaveTextContent(
      POINTS[1]!.at.slice(0, 10),
    );
  });

  it('says there is nothing to draw instead of an empty axis', () => {
    render(<RatingChart points={[]} emptyText="No rated matches yet" />);
    expect(screen.getByText('No rated matches yet')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('LazyRatingChart', () => {
  it('shows a placeholder, then the chart once its chunk has loaded', async () => {
    render(<LazyRatingChart points={POINTS} title="Lazy history" />);
    expect(await screen.findByRole('img', { name: 'Lazy history' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading chart' })).not.toBeInTheDocument();
  });
});
