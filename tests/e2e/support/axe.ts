import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Runs axe (WCAG 2.1 A and AA) on the page as it is now; any violation, whatever its impact, fails — one line per node. */
export async function expectNoAxeViolations(page: Page, where = page.url()): Promise<void> {
  // React Aria's live announcer keeps each announcement for 7 s as a node labelled by the element it announced (a
  // pending button that said "done"); once that element is gone with its dialog, the stale node is not the page's.
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).exclude('[data-live-announcer]').analyze();
  const report = results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `[${violation.impact}] ${violation.id}: ${violation.help}\n  at ${node.target.join(' ')}\n  ${node.failureSummary?.replace(/\n/g, '\n  ') ?? ''}\n  ${violation.helpUrl}`,
    ),
  );
  expect(report, `axe found WCAG 2.1 AA violations on ${where}:\n\n${report.join('\n\n')}`).toEqual([]);
}
