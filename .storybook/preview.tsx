// The lite build: the one inversify 8 itself loads (one copy in the bundle), without the Map/WeakMap polyfills
// every supported browser has.
import 'reflect-metadata/lite';
import type { Preview } from '@storybook/react-vite';
import '../src/app/styles.css';
// The design system's stylesheet (fonts, tokens, components), which the admin layout loads as a file of its own.
import '../src/shared/ui/ui.css';
import '../stories/support/ui-story.css';
import { createStoryServices, withAppServices } from '../stories/support/app-story';

const preview = {
  // A fresh memory container for every story render, prepared (signed in, seeded…) before anything renders.
  loaders: [async ({ parameters }) => ({ services: await createStoryServices(parameters) })],
  decorators: [withAppServices],
  parameters: { layout: 'fullscreen' },
} satisfies Preview;

export default preview;
