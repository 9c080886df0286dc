import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The page as it stands has no axe-core violations; each one is listed with its node count and
 * the elements it found, so that a failure says where to look.
 */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes.length}): ${v.nodes
          .map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`.trim())
          .join('; ')}`,
    ),
  ).toEqual([]);
}
