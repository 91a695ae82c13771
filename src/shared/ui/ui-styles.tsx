import { preload } from 'react-dom';
import uiStylesheet from './ui.css?url';

/**
 * Loads the design system's stylesheet (fonts, tokens, components) where a layout renders it. React hoists the link
 * into <head> once, however many render it, and shows the tree when the styles are there.
 */
export function UiStyles() {
  // Vitest does not process CSS, so the address is empty in unit tests: nothing to load there.
  if (!uiStylesheet) return null;
  return <link rel="stylesheet" href={uiStylesheet} precedence="ui" />;
}

/**
 * Starts downloading the stylesheet without applying it, for a page module to call when it loads: React holds a
 * page that renders UiStyles until the sheet is there, and the page would otherwise ask for it only once it renders,
 * one round trip after its own chunk (a client-rendered gallery on a phone waited for exactly that).
 */
export function preloadUiStyles(): void {
  if (uiStylesheet) preload(uiStylesheet, { as: 'style' });
}
