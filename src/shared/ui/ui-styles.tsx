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
