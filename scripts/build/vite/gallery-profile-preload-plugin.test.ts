// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { profileChunks, uiStylesheet } from './gallery-profile-preload-plugin';

const chunk = (fileName: string, imports: string[] = [], facadeModuleId: string | null = null) => ({ type: 'chunk' as const, fileName, imports, facadeModuleId });

describe('gallery.html preloads its profile root', () => {
  it('names the root’s chunk after every chunk it imports, each once, and nothing of other entries', () => {
    const bundle = {
      'assets/gallery-a.js': chunk('assets/gallery-a.js', ['assets/react-b.js'], '/repo/gallery.html'),
      'assets/react-b.js': chunk('assets/react-b.js'),
      'assets/inversify-c.js': chunk('assets/inversify-c.js'),
      'assets/fakes-d.js': chunk('assets/fakes-d.js', ['assets/inversify-c.js', 'assets/react-b.js']),
      'assets/gallery-memory-e.js': chunk('assets/gallery-memory-e.js', ['assets/fakes-d.js', 'assets/inversify-c.js'], '/repo/src/app/composition/gallery-memory.ts'),
      'assets/memory-demo-f.js': chunk('assets/memory-demo-f.js', ['assets/fakes-d.js'], '/repo/src/app/composition/memory-demo.ts'),
    };
    expect(profileChunks(bundle)).toEqual(['assets/inversify-c.js', 'assets/react-b.js', 'assets/fakes-d.js', 'assets/gallery-memory-e.js']);
  });

  it('preloads nothing when the build has no gallery root', () => {
    expect(profileChunks({ 'assets/index-a.js': chunk('assets/index-a.js', [], '/repo/index.html') })).toEqual([]);
  });

  it('finds the design system’s stylesheet by its source, not by the emitted name', () => {
    const asset = (fileName: string, originalFileNames: string[]) => ({ type: 'asset' as const, fileName, originalFileNames });
    expect(uiStylesheet({ a: asset('assets/style-x.css', ['src/app/styles.css']), b: asset('assets/ui-y.css', ['src/shared/ui/ui.css']) })).toBe('assets/ui-y.css');
    expect(uiStylesheet({ a: asset('assets/ui-x.css', ['src/features/other/ui.css.map']) })).toBeUndefined();
  });
});
