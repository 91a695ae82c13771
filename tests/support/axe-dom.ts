import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * axe-core's WCAG 2.1 A/AA rules over a rendered component in jsdom. Colour contrast needs real layout and styles, so
 * it is left to the Playwright a11y run; everything structural (names, labels, roles, ARIA) is checked here.
 */
export async function expectNoAxeViolationsIn(element: Element): Promise<void> {
  const results = await axe.run(element, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}
