import { DEMO_GALLERY_ID, DEMO_GUEST_LINK } from '../../adapters/memory/demo-gallery';
import { csCommon } from '../../src/texts/cs-common';
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

// Each intermediate state a slow phone paints is held until the test has seen it painted, by holding the chunk that
// ends it: the page's own chunk ends the app's "Načítám…" (the router's fallback), and the memory build's gallery fake,
// loaded lazily as the real build calls its function, ends "Načítám galerii…". The guest's demo switch opens the
// gallery before the first render (src/app/composition/gallery-memory.ts), so that view has no gallery loading state here.
interface Hold {
  chunk: string;
  until: string;
}
const routeLoading = (page: string): Hold => ({ chunk: `**/assets/${page}-*.js`, until: csCommon.loading });
const galleryLoading: Hold = { chunk: '**/assets/memory-galleries-*.js', until: csGallery.loading };

const views = [
  {
    name: 'the couple',
    url: `/ucet/galerie/${DEMO_GALLERY_ID}?demo-fotek=${PHOTOS}&demo-jako=novomanzele`,
    holds: [routeLoading('couple-gallery-page'), galleryLoading],
    cookieBar: true,
  },
  // The guests' gallery has its own entry (src/app/gallery-main.tsx): no router's fallback, and its fakes load with
  // the entry's profile root, before the first render; its first painted state is the gallery. It loads no analytics,
  // so it asks no cookie question.
  { name: 'a guest', url: `/galerie/${DEMO_GUEST_LINK}?demo-fotek=${PHOTOS}&demo-jako=host`, holds: [], cookieBar: false },
];

/** Two frames: a state visible in the DOM has then been painted, and the shifts of painted frames reported. */
const twoFrames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));

test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

for (const view of views) {
  test(`the gallery opened by ${view.name} on a phone does not move under the reader while it loads`, async ({ page, context }) => {
    // The cookie question answered beforehand, as for a returning visitor: its bar is not the gallery's layout.
    await page.goto(view.url);
    if (view.cookieBar) await page.getByRole('button', { name: /Odmítnout/ }).click();
    await expect(page.locator('.gallery-tile').first()).toBeVisible();

    // A second tab opens the gallery again (the cookie question stays answered): no input has reached it, so a shift
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
    // A renamed chunk would hold nothing and let a state go unpainted: every hold must have caught its request.
    const caught = new Set<string>();
    const releases = await Promise.all(
      view.holds.map(async ({ chunk }) => {
        let release = () => {};
        const held = new Promise<void>((done) => (release = done));
        await tab.route(chunk, async (route) => {
          caught.add(chunk);
          await held;
          await route.continue();
        });
        return release;
      }),
    );
    await tab.goto(view.url, { waitUntil: 'commit' });
    for (const [i, { until }] of view.holds.entries()) {
      await expect(tab.getByText(until, { exact: true })).toBeVisible();
      await tab.evaluate(twoFrames);
      releases[i]!();
    }
    await expect(tab.locator('.gallery-tile').first()).toBeVisible();
    await expect(tab.getByText(csGallery.loading)).toHaveCount(0);
    await tab.evaluate(twoFrames);

    expect([...caught].sort()).toEqual(view.holds.map((hold) => hold.chunk).sort());
    const shifts = await tab.evaluate(() => window.__shifts!());
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(MAX_CLS);
  });
}
