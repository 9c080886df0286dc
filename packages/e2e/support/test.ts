import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Playwright's `test`, closing the browser contexts a journey opens itself (a second user, a
 * spectator) when it ends. The worker's browser outlives each test and closes nothing on its
 * own: those pages kept running, live sockets and all, through every later test of the worker
 * (and showed up in their failure screenshots).
 */
export const test = base.extend<{ closesItsContexts: void }>({
  closesItsContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(
        browser
          .contexts()
          .filter((context) => !before.has(context))
          .map((context) => context.close()),
      );
    },
    { auto: true },
  ],
});
