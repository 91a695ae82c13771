import type { Decorator } from '@storybook/react-vite';

/** Design-system stories render as the desk does: its fonts and tokens (.ui-theme), on the page's paper. */
export const withDeskTheme: Decorator = (Story) => (
  <div className="ui-theme ui-story">
    <Story />
  </div>
);

/** The meta every design-system story file spreads: the desk's theme, the story's own padding. */
export const uiStoryFrame = { decorators: [withDeskTheme], parameters: { layout: 'fullscreen' } };
