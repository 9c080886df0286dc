import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { RatingChartProps } from './rating-chart';
import { i18n } from '@/lib/i18n';

// The chart's own chunk, fetched the first time a chart is shown.
const RatingChart = lazy(() => import('./rating-chart'));

/** Keeps a failed chunk load (a dropped connection, a new deploy) inside the chart's box. */
class ChartLoadBoundary extends Component<{ children: ReactNode }, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  override render() {
    if (this.state.hasFailed) {
      return (
        <p
          role="alert"
          className="rounded-lg bg-slate-50 px-4 py-8 text-center text-sm text-slate-700"
        >
          {i18n.t(
            'The chart could not be loaded. Please check your connection and reopen this view.',
          )}
        </p>
      );
    }
    return this.props.children;
  }
}

/**
 * The rating chart, loaded on demand: a placeholder of its height while its
 * code arrives. Takes the same props as `rating-chart.tsx`.
 */
export function LazyRatingChart(props: RatingChartProps) {
  const height = props.height ?? 220;
  return (
    <ChartLoadBoundary>
      <Suspense
        fallback={
          <div role="status" aria-label={i18n.t('Loading chart')}>
            <div
              aria-hidden="true"
              style={{ height }}
              className="animate-pulse rounded-md bg-slate-100"
            />
          </div>
        }
      >
        <RatingChart {...props} />
      </Suspense>
    </ChartLoadBoundary>
  );
}
