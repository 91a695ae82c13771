import type { Plugin } from 'vite';

/** The guests' gallery's profile roots (src/app/composition/gallery-<profile>.ts): one is in each build. */
const PROFILE_ROOT = /src\/app\/composition\/gallery-(memory|emulators|production)\.ts$/;

interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  imports?: string[];
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
 * gallery.html names its profile root's chunks as module preloads: the entry imports the root dynamically (one build,
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
        return named.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
