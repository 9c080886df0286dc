import { useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { answer, fail, ok } from '@/test/msw';
import { startSlowServer } from '@/test/slow-server';
import { AppProviders, shouldRetry } from './providers';

/** A screen reading `url` through the real client under the app's query defaults. */
function Probe({ url, timeout }: { url: string; timeout?: number }) {
  const query = useQuery({
    queryKey: ['probe', url],
    queryFn: async () => (await api.get(url, { timeout })).data as unknown,
  });
  if (query.isError) return <p>failed: {query.error.message}</p>;
  return <p>{query.isSuccess ? 'loaded' : 'loading'}</p>;
}

const renderProbe = (url: string, timeout?: number) =>
  render(
    <AppProviders>
      <Probe url={url} timeout={timeout} />
    </AppProviders>,
  );

describe('query retry policy', () => {
  it.each([
    ['a 4xx', new ApiError({ message: 'x', status: 404, canRetry: true }), 0, false],
    ['a 429', new ApiError({ message: 'x', status: 429, canRetry: true }), 0, false],
    ['a 5xx, first failure', new ApiError({ message: 'x', status: 503, canRetry: true }), 0, true],
    [
      'a 5xx, second failure',
      new ApiError({ message: 'x', status: 503, canRetry: true }),
      1,
      false,
    ],
    ['no answer, first failure', new ApiError({ message: 'x', canRetry: true }), 0, true],
    ['no answer, second failure', new ApiError({ message: 'x', canRetry: true }), 1, false],
    ['a timeout', new ApiError({ message: 'x', canRetry: true, isTimeout: true }), 0, false],
  ])('%s: retry = %s', (_case, error, failureCount, expected) => {
    expect(shouldRetry(failureCount, error)).toBe(expected);
  });

  it('asks a failing server once more, then shows the error', async () => {
    const calls = answer('get', '/probe', () => fail(500, { code: 'INTERNAL' }));
    renderProbe('/probe');
    expect(
      await screen.findByText(/failed: Server error/, {}, { timeout: 3_000 }),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });

  it('does not ask again after a 4xx', async () => {
    const calls = answer('get', '/probe', () => fail(404, { message: 'Not found' }));
    renderProbe('/probe');
    expect(await screen.findByText('failed: Not found')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('shows a timed-out read as failed at once instead of waiting out more timeouts', async () => {
    const slow = await startSlowServer(() => {}); // never answers
    try {
      renderProbe(`${slow.origin}/api/probe`, 200);
      expect(
        await screen.findByText(/failed: Network error/, {}, { timeout: 3_000 }),
      ).toBeInTheDocument();
      expect(slow.received).toEqual(['GET /api/probe']);
    } finally {
      await slow.close();
    }
  });

  it('loads normally when the server answers', async () => {
    answer('get', '/probe', () => ok({ fine: true }));
    renderProbe('/probe');
    expect(await screen.findByText('loaded')).toBeInTheDocument();
  });
});
