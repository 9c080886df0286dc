import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';

// Issue 29: a public page at its own address per language, chosen by the browser's languages
// first and then by the switcher, remembered.
test.use({ locale: 'de-DE' });

test('a German visitor gets the pricing page in German, switches to French and stays there', async ({
  page,
  context,
}) => {
  await page.goto('/pricing');
  await expect(page).toHaveURL(/\/de\/pricing$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Einfache, transparente Preise' }),
  ).toBeVisible();
  await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute(
    'href',
    '/fr/pricing',
  );
  await expectNoAxeViolations(page);

  await page.getByRole('contentinfo').getByLabel('Sprache').selectOption('fr');
  await expect(page).toHaveURL(/\/fr\/pricing$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Des tarifs simples et transparents' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('fr');

  // The choice is remembered over the browser's German, on the English addresses too.
  await page.goto('/about');
  await expect(page).toHaveURL(/\/fr\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('no German public page is cut or scrolls sideways at 320, 390 and 1280 px', async ({
  page,
}, testInfo) => {
  const pages = [
    '/de',
    '/de/pricing',
    '/de/about',
    '/de/contact',
    '/de/help',
    '/de/privacy',
    '/de/terms',
    '/login',
    '/register',
  ];
  for (const width of [320, 390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    for (const path of pages) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page.locator('main h1, main h2').first()).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
      // Nor does any text run out of a box that shows its edge (a card, a button, a badge: a
      // border or a background), outside the boxes made to scroll.
      const cut = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLElement>('main *, header *, footer *'))
          .filter((el) => {
            const style = getComputedStyle(el);
            if (style.display === 'inline' || style.overflowX !== 'visible' || el.clientWidth < 2)
              return false;
            if (el.closest('[class*="overflow-x-auto"], [class*="overflow-auto"]')) return false;
            const hasEdge =
              style.borderRightWidth !== '0px' ||
              !/^(transparent|rgba\(0, 0, 0, 0\))$/.test(style.backgroundColor);
            return hasEdge && el.scrollWidth > el.clientWidth + 1;
          })
          .map((el) => `${el.tagName} "${(el.textContent ?? '').trim().slice(0, 40)}"`),
      );
      expect(cut, `${path} at ${width} px`).toEqual([]);
      await page.screenshot({
        path: testInfo.outputPath(`de${path.replace(/\//g, '_')}-${width}.png`),
        fullPage: true,
      });
    }
  }
});
