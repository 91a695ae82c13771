import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';

// Storybook merges vite.config.ts (React plugin, build-version plugin), so the app's legacy decorators
// (tsconfig experimentalDecorators, read by Vite's oxc transformer) compile here exactly as in the app.
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.stories.tsx'],
  // Demo images are addressed as /media/demo/… in the demo content.
  staticDirs: ['../public'],
  addons: [],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // No autodocs/controls tables are needed; skipping docgen keeps the build fast and free of parser surprises.
  typescript: { reactDocgen: false },
  // Storybook's own runtime is one large chunk by design; the app's size budget is checked by `npm run size`.
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, { build: { chunkSizeWarningLimit: 2000, reportCompressedSize: false } }),
};

export default config;
