import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The page scrolled through, a screen at a time, and back, then no finite animation or
 * transition running: axe reads computed colours. A section with `content-visibility: auto`
 * keeps, while off screen, the styles its links had when the app first computed them, before
 * the stylesheet arrived (axe measured the browser's link blue, #0000ee, on the closing
 * section's green of `/`); on screen it is styled again, through a colour transition, and
 * colours mid-transition are neither the old nor the new ones.
 */
async function settle(page: Page) {
  await page.evaluate(async () => {
    const frames = () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      );
    const { scrollX, scrollY } = window;
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await frames();
    }
    window.scrollTo(scrollX, scrollY);
    await frames();
  });
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

/**
 * The page, once settled, has no axe-core violations; each one is listed with its node count
 * and the elements it found, so that a failure says where to look.
 */
export async function expectNoAxeViolations(page: Page) {
  await settle(page);
  let results = await new AxeBuilder({ page }).analyze();
  if (results.violations.length > 0) {
    // A toast that arrived after settling is read mid-fade (#828282 on white, a CI flake of the
    // round-robin and swiss journeys): settled once more, a real violation is still there.
    await settle(page);
    results = await new AxeBuilder({ page }).analyze();
  }
  expect(
    results.violations.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes.length}): ${v.nodes
          .map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`.trim())
          .join('; ')}`,
    ),
  ).toEqual([]);
}
