import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { onUnhandledRequest, requestLog, server, settleRequests, unhandledRequests } from './msw';

// Lazy dialogs and chunks can take more than the default second on a busy machine.
configure({ asyncUtilTimeout: 3000 });

// Calls go through the real client to MSW; a call no test answered is an error.
beforeAll(() => server.listen({ onUnhandledRequest }));

afterEach(async () => {
  cleanup();
  await settleRequests();
  localStorage.clear();
  // Tests that need the browser on a page (the client's 401 rule reads it) go back home.
  window.history.replaceState(null, '', '/');
  server.resetHandlers();
  requestLog.length = 0;
  const unhandled = unhandledRequests.splice(0);
  if (unhandled.length > 0) {
    throw new Error(`Requests without a handler: ${unhandled.join(', ')}`);
  }
});

afterAll(() => server.close());

// jsdom has no scrolling; the router's ScrollRestoration calls it.
window.scrollTo = () => {};

// jsdom has no media queries; react-hot-toast asks for prefers-reduced-motion.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
