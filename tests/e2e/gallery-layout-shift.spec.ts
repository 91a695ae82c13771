import { DEMO_GALLERY_ID, DEMO_GUEST_LINK } from '../../adapters/memory/demo-gallery';
import { csGallery } from '../../src/texts/cs-gallery';
import { expect, test } from './support/fixtures';

// Lighthouse's target for the galleries (docs/benchmarks.md). Layout shift is a sum of moved areas, not a time: the
// same page shifts as much on a slow machine as on a fast one, once its intermediate states are painted.
const MAX_CLS = 0.02;
const PHOTOS = 500;

declare global {
  interface Window {
    /** The layout shifts so far, those the observer has not yet been called with included. */
    __shifts?: () => Array<{ value: number; sources: string[] }>;
  }
}

// Both galleries start from their own entry (src/app/gallery-main.tsx): no router's fallback ("Načítám…"), and their
// fakes load with the entry's profile root, before the first render (the couple signed in, the guest let in by the
// demo's switch), so no chunk ends a painted intermediate state that the test could hold (it held the app shell's
// until the couple's gallery moved to the entry). The entry loads no analytics, so it asks no cookie question.
const views: Array<{ name: string; url: string }> = [
  { name: 'the couple', url: `/ucet/galerie/${DEMO_GALLERY_ID}?demo-fotek=${PHOTOS}&demo-jako=novomanzele` },
  { name: 'a guest', url: `/galerie/${DEMO_GUEST_LINK}?demo-fotek=${PHOTOS}&demo-jako=host` },
];

/** Two frames: a state visible in the DOM has then been painted, and the shifts of painted frames reported. */
const twoFrames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));

test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

for (const view of views) {
  test(`the gallery opened by ${view.name} on a phone does not move under the reader while it loads`, async ({ page, context }) => {
    await page.goto(view.url);
    await expect(page.locator('.gallery-tile').first()).toBeVisible();

    // A second tab opens the gallery again: no input has reached it, so a shift
    // Chromium flags as following input (hadRecentInput) is left out, as Lighthouse leaves it out.
    const tab = await context.newPage();
    await tab.addInitScript(() => {
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Array<{ node?: Node }> };
      const seen: Shift[] = [];
      const observer = new PerformanceObserver((list) => seen.push(...(list.getEntries() as Shift[])));
      observer.observe({ type: 'layout-shift', buffered: true });
      window.__shifts = () =>
        [...seen, ...(observer.takeRecords() as Shift[])]
          .filter((entry) => !entry.hadRecentInput)
          .map((entry) => ({
            value: entry.value,
            sources: entry.sources.map((source) => (source.node instanceof Element ? `${source.node.tagName}.${source.node.className}` : String(source.node?.nodeName))),
          }));
    });
    await tab.goto(view.url, { waitUntil: 'commit' });
    await expect(tab.locator('.gallery-tile').first()).toBeVisible();
    await expect(tab.getByText(csGallery.loading)).toHaveCount(0);
    await tab.evaluate(twoFrames);

    const shifts = await tab.evaluate(() => window.__shifts!());
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(MAX_CLS);
  });
}
