import { useEffect, useId, useRef, useState } from 'react';
import { formatDate as formatDisplayDate, formatNumber, formatRating } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import { ratingScale, xLabelIndexes } from './rating-chart-scale';
import type { RatingChartPoint } from './rating-points';

export interface RatingChartProps {
  /** Oldest first; see toRatingChartPoints for a player's rating history. */
  points: readonly RatingChartPoint[];
  /** The chart's accessible name and the data table's caption. */
  title?: string;
  /** Read after the title; a summary of the points is written when none is given. */
  description?: string;
  /** How dates are written (the axis, the table, the summary); 'MMM dd, yyyy' by default. */
  formatDate?: (iso: string) => string;
  /** Drawing height in px; the width follows the container. */
  height?: number;
  /** Shown instead of a chart when there are no points. */
  emptyText?: string;
}

const MARGIN = { top: 12, right: 16, bottom: 28, left: 44 };
/** Width drawn until the container has been measured (and in tests, which have no layout). */
const FALLBACK_WIDTH = 560;
const MIN_WIDTH = 240;

const defaultFormatDate = (iso: string) => formatDisplayDate(iso) ?? iso;
const signed = (value: number) =>
  `${value > 0 ? '+' : value < 0 && value.toFixed(2) !== '-0.00' ? '-' : ''}${formatNumber(Math.abs(value), { minDecimals: 2, maxDecimals: 2 })}`;

/** The element's content width, followed as it resizes. */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.floor(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(Math.max(MIN_WIDTH, measured));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * A rating history as a responsive SVG line chart: a rating axis on round
 * values, dates under the first, last and some points between, a dot per
 * point. Screen readers get the title, a summary and a table of every point.
 * Hand-written so its lazy chunk stays a few KB (issue 12 allows 40 KB).
 */
export default function RatingChart({
  points,
  title,
  description,
  formatDate = defaultFormatDate,
  height = 220,
  emptyText,
}: RatingChartProps) {
  const { ref, width } = useWidth<HTMLDivElement>();
  const titleId = useId();
  const descId = useId();

  if (points.length === 0) {
    return (
      <div ref={ref} className="w-full min-w-0">
        <p className="rounded-lg bg-slate-50 px-4 py-8 text-center text-sm text-slate-600">
          {emptyText ?? i18n.t('No rated matches yet')}
        </p>
      </div>
    );
  }

  const ratings = points.map((p) => p.rating);
  const scale = ratingScale(ratings);
  const plotWidth = width - MARGIN.left - MARGIN.right;
  const plotHeight = height - MARGIN.top - MARGIN.bottom;
  const x = (i: number) =>
    MARGIN.left + (points.length === 1 ? plotWidth / 2 : (i / (points.length - 1)) * plotWidth);
  const y = (rating: number) =>
    MARGIN.top + ((scale.max - rating) / (scale.max - scale.min)) * plotHeight;
  const line = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i)},${y(p.rating)}`).join(' ');
  const area = `${line} L${x(points.length - 1)},${MARGIN.top + plotHeight} L${x(0)},${MARGIN.top + plotHeight} Z`;
  const labelled = xLabelIndexes(points.length, plotWidth);
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const dateOf = (p: RatingChartPoint) => `${formatDate(p.at)}${p.note ? ` (${p.note})` : ''}`;
  const summary =
    description ??
    i18n.t(
      '{count, plural, one {# point} other {# points}} from {start} to {end}: from {first} to {last}, highest {highest}, lowest {lowest}.',
      {
        count: points.length,
        start: formatDate(first.at),
        end: formatDate(last.at),
        first: formatRating(first.rating),
        last: formatRating(last.rating),
        highest: formatRating(Math.max(...ratings)),
        lowest: formatRating(Math.min(...ratings)),
      },
    );
  const caption = title ?? i18n.t('Rating history');

  return (
    <div ref={ref} className="w-full min-w-0">
      <figure>
        <svg
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-labelledby={titleId}
          aria-describedby={descId}
          className="block max-w-full overflow-visible"
        >
          <title id={titleId}>{caption}</title>
          <desc id={descId}>{summary}</desc>
          <g className="text-[11px]" fill="currentColor">
            {scale.ticks.map((tick) => (
              <g key={tick} className="text-slate-500">
                <line
                  x1={MARGIN.left}
                  x2={MARGIN.left + plotWidth}
                  y1={y(tick)}
                  y2={y(tick)}
                  className="stroke-slate-200"
                />
                <text x={MARGIN.left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
                  {formatNumber(tick, { minDecimals: scale.decimals, maxDecimals: scale.decimals })}
                </text>
              </g>
            ))}
            {labelled.map((i) => (
              <text
                key={i}
                x={x(i)}
                y={height - 8}
                className="text-slate-500"
                textAnchor={
                  points.length === 1
                    ? 'middle'
                    : i === 0
                      ? 'start'
                      : i === points.length - 1
                        ? 'end'
                        : 'middle'
                }
              >
                {formatDate(points[i]!.at)}
              </text>
            ))}
          </g>
          <line
            x1={MARGIN.left}
            x2={MARGIN.left + plotWidth}
            y1={MARGIN.top + plotHeight}
            y2={MARGIN.top + plotHeight}
            className="stroke-slate-300"
          />
          <path d={area} className="fill-brand-50" />
          <path
            d={line}
            fill="none"
            strokeWidth={2}
            strokeLinejoin="round"
            className="stroke-brand-600"
          />
          {points.map((p, i) => (
            <circle
              key={i}
              cx={x(i)}
              cy={y(p.rating)}
              r={points.length > 60 ? 2 : 3.5}
              strokeWidth={1.5}
              className="fill-white stroke-brand-700"
            >
              <title>{`${dateOf(p)}: ${formatRating(p.rating)}`}</title>
            </circle>
          ))}
        </svg>
        <table className="sr-only">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{i18n.t('Date')}</th>
              <th scope="col">{i18n.t('Rating')}</th>
              <th scope="col">{i18n.t('Change')}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p, i) => (
              <tr key={i}>
                <td>{dateOf(p)}</td>
                <td>{formatRating(p.rating)}</td>
                <td>{i === 0 ? '' : signed(p.rating - points[i - 1]!.rating)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </figure>
    </div>
  );
}
