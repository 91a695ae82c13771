import type { Decorator } from '@storybook/react-vite';

/** Design-system stories render as the desk does: its fonts and tokens (.ui-theme), on the page's paper. */
export const withDeskTheme: Decorator = (Story) => (
  <div className="ui-theme ui-story">
    <Story />
  </div>
);
