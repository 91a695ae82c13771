import type { ComponentType } from 'react';

/** The attribute that marks an island's element in the HTML, and the one that carries its props as JSON. */
export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';

/** Props an island can carry in the HTML: what JSON keeps as it is (no functions, dates or class instances). */
export type IslandProps = Record<string, unknown>;

interface IslandOwnProps<P extends IslandProps> {
  /** The registry's name for the component (src/app/islands/island-registry.ts). */
  name: string;
  component: ComponentType<P>;
  props: P;
  /** `span` where the island stands inside a paragraph. */
  as?: 'div' | 'span';
}

/**
 * A part of a content page that stays interactive there (src/app/islands): rendered the same way inside the full app,
 * so the prerendered HTML holds the element a content page hydrates on its own, with its props beside it. The
 * element is `display: contents` (styles.css): the layout does not see it.
 */
export function Island<P extends IslandProps>({ name, component: Component, props, as: Tag = 'div' }: IslandOwnProps<P>) {
  return (
    <Tag {...{ [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) }}>
      <Component {...props} />
    </Tag>
  );
}
