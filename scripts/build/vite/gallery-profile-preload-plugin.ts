import type { Plugin } from 'vite';

/** The guests' gallery's profile roots (src/app/composition/gallery-<profile>.ts): one is in each build. */
const PROFILE_ROOT = /src\/app\/composition\/gallery-(memory|emulators|production)\.ts$/;

/** The design system's stylesheet, which the page renders as a React stylesheet (src/shared/ui/ui-styles.tsx). */
const UI_STYLESHEET = 'src/shared/ui/ui.css';

interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  imports?: string[];
  originalFileNames?: readonly string[];
}

/** The emitted file of the design system's stylesheet, if the build has it. */
export function uiStylesheet(bundle: Record<string, ChunkLike>): string | undefined {
  return Object.values(bundle).find((item) => item.type === 'asset' && item.originalFileNames?.some((name) => name.endsWith(UI_STYLESHEET)))?.fileName;
}

/** The profile root's chunk and every chunk it imports statically, in load order (its own last). */
export function profileChunks(bundle: Record<string, ChunkLike>): string[] {
  const root = Object.values(bundle).find((item) => item.type === 'chunk' && PROFILE_ROOT.test(item.facadeModuleId ?? ''));
  if (!root) return [];
  const files: string[] = [];
  const visit = (file: string) => {
    if (files.includes(file)) return;
    for (const dependency of bundle[file]?.imports ?? []) visit(dependency);
    files.push(file);
  };
  visit(root.fileName);
  return files;
}

/**
 * gallery.html names its profile root's chunks as module preloads, and the design system's stylesheet as a preload: the entry imports the root dynamically (one build,
 * any profile), which a browser would otherwise ask for only after downloading and running the entry, one round trip
 * later on the guest's first screen. Chunks the entry's own preloads name already are left out.
 */
export function galleryProfilePreloadPlugin(): Plugin {
  let base = '/';
  return {
    name: 'svatebni-fotograf:gallery-profile-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle || !context.filename.endsWith('gallery.html')) return;
        const named = profileChunks(context.bundle as Record<string, ChunkLike>).filter((file) => !html.includes(`"${base}${file}"`));
        const preloads = named.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head' as const,
        }));
        // React holds the page until its stylesheet is there, and would ask for it only once the scripts have run.
        const styles = uiStylesheet(context.bundle as Record<string, ChunkLike>);
        return styles ? [{ tag: 'link', attrs: { rel: 'preload', as: 'style', href: `${base}${styles}` }, injectTo: 'head' as const }, ...preloads] : preloads;
      },
    },
  };
}
