/**
 * The text/background and control/background pairs the components draw, by token name. tokens.test.ts checks each
 * against WCAG 2.1 AA: 4.5:1 for text (1.4.3; the desk's small type is never "large text"), 3:1 for the edges of
 * controls and the focus ring (1.4.11). The `--status-*`, `--tone-*` and `--day-*` families are paired by their
 * `-fg`/`-bg` names there and need no line here.
 */
export interface ContrastPair {
  fg: string;
  bg: string;
  min: 4.5 | 3;
  /** Where the pair is drawn. */
  use: string;
}

const SURFACES = ['--color-bg', '--color-bg-subtle', '--color-surface', '--color-surface-hover'] as const;

const onEverySurface = (fg: string, min: 4.5 | 3, use: string): ContrastPair[] => SURFACES.map((bg) => ({ fg, bg, min, use }));

export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  ...onEverySurface('--color-text', 4.5, 'body text, labels, input text'),
  ...onEverySurface('--color-text-muted', 4.5, 'hints, table meta, empty-state text'),
  ...onEverySurface('--color-link', 4.5, 'links, the quiet button'),
  ...onEverySurface('--color-danger', 4.5, 'field errors, the danger menu item'),
  ...onEverySurface('--color-border-strong', 3, 'edges of inputs, selects, checkboxes, secondary buttons'),
  ...onEverySurface('--color-focus', 3, 'the focus ring'),
  ...onEverySurface('--color-accent', 3, 'the primary button and a checked checkbox against the page'),
  ...onEverySurface('--color-danger', 3, 'the danger button against the page'),
  { fg: '--color-on-accent', bg: '--color-accent', min: 4.5, use: 'primary button' },
  { fg: '--color-on-accent', bg: '--color-accent-hover', min: 4.5, use: 'primary button, hovered' },
  { fg: '--color-on-danger', bg: '--color-danger', min: 4.5, use: 'danger button' },
  { fg: '--color-on-danger', bg: '--color-danger-hover', min: 4.5, use: 'danger button, hovered' },
  { fg: '--color-text-inverse', bg: '--color-text', min: 4.5, use: 'the desk header, tooltips' },
  { fg: '--color-focus-on-dark', bg: '--color-text', min: 3, use: 'the focus ring on the desk header' },
  { fg: '--color-link', bg: '--tone-info-bg', min: 4.5, use: 'a link inside an info alert' },
  { fg: '--color-text', bg: '--tone-info-bg', min: 4.5, use: 'info alert text' },
  { fg: '--color-text', bg: '--tone-success-bg', min: 4.5, use: 'success alert text' },
  { fg: '--color-text', bg: '--tone-warning-bg', min: 4.5, use: 'warning alert text' },
  { fg: '--color-text', bg: '--tone-danger-bg', min: 4.5, use: 'error alert text' },
  { fg: '--color-text-muted', bg: '--tone-danger-bg', min: 4.5, use: 'the error code under an error message' },
];
