// @vitest-environment node
import { describe, it, expect, vi } from 'vitest';
import type { Plugin } from 'vite';
import { buildVersionPlugin, computeBuildInfo, sanitiseBuildId } from './build-version-plugin';

const fixedNow = () => new Date('2027-06-12T13:05:09.123Z');

type AnyHook = (this: unknown, ...args: unknown[]) => unknown;

function hook(plugin: Plugin, name: 'config' | 'generateBundle'): AnyHook {
  const value = plugin[name] as unknown;
  const handler = typeof value === 'function' ? value : (value as { handler: unknown }).handler;
  return handler as AnyHook;
}

function fakeBundle() {
  return {
    'assets/index-abc.js': { type: 'chunk', isEntry: true, fileName: 'assets/index-abc.js' },
    'assets/admin-def.js': { type: 'chunk', isEntry: false, fileName: 'assets/admin-def.js' },
    'assets/index-abc.css': { type: 'asset', fileName: 'assets/index-abc.css' },
  };
}

function runGenerateBundle(plugin: Plugin, consumer?: 'client' | 'server') {
  const emitFile = vi.fn((_file: { type: string; fileName: string; source: string }) => 'reference-id');
  const context = { emitFile, environment: consumer ? { config: { consumer } } : undefined };
  hook(plugin, 'generateBundle').call(context, {}, fakeBundle(), true);
  const emitted = new Map<string, unknown>(
    emitFile.mock.calls.map(([file]) => [file.fileName, JSON.parse(file.source)] as const),
  );
  return { emitFile, emitted };
}

describe('computeBuildInfo', () => {
  it('prefers the BUILD_ID environment variable, sanitised', () => {
    const info = computeBuildInfo({ env: { BUILD_ID: 'Release 2027/06_12' }, now: fixedNow, readGitSha: () => 'abc1234' });
    expect(info).toEqual({ buildId: 'release-2027-06-12', builtAt: '2027-06-12T13:05:09.123Z' });
  });

  it('falls back to the short git sha plus the build time', () => {
    const info = computeBuildInfo({ env: {}, now: fixedNow, readGitSha: () => 'ABC1234' });
    expect(info.buildId).toBe('abc1234-20270612130509');
  });

  it('falls back to the build time when git is not available', () => {
    const info = computeBuildInfo({ env: {}, now: fixedNow, readGitSha: () => null });
    expect(info.buildId).toBe('20270612130509');
  });

  it('ignores a BUILD_ID that sanitises to nothing', () => {
    const info = computeBuildInfo({ env: { BUILD_ID: '///' }, now: fixedNow, readGitSha: () => null });
    expect(info.buildId).toBe('20270612130509');
  });
});

describe('sanitiseBuildId', () => {
  it('keeps only lower-case letters, digits and single inner dashes', () => {
    expect(sanitiseBuildId('--Feat/ÚPRAVA  #12--')).toBe('feat-prava-12');
  });

  it('caps the length so the id stays a sane file name', () => {
    expect(sanitiseBuildId('a'.repeat(100))).toHaveLength(64);
  });
});

describe('buildVersionPlugin', () => {
  it('defines VITE_BUILD_ID and VITE_BUILT_AT for the app through the config hook', () => {
    const plugin = buildVersionPlugin({ buildId: 'b-42', now: fixedNow });
    const config = hook(plugin, 'config').call({}, {}, { command: 'serve', mode: 'development' });
    expect(config).toEqual({
      define: {
        'import.meta.env.VITE_BUILD_ID': '"b-42"',
        'import.meta.env.VITE_BUILT_AT': '"2027-06-12T13:05:09.123Z"',
      },
    });
  });

  it('emits builds/latest.json and builds/meta/{buildId}.json with the same id as the define', () => {
    const plugin = buildVersionPlugin({ buildId: 'b-42', now: fixedNow });
    hook(plugin, 'config').call({}, {}, { command: 'build', mode: 'production' });
    const { emitFile, emitted } = runGenerateBundle(plugin, 'client');

    expect(emitFile).toHaveBeenCalledTimes(2);
    expect(emitFile.mock.calls.every(([file]) => file.type === 'asset')).toBe(true);
    expect(emitted.get('builds/latest.json')).toEqual({ buildId: 'b-42', builtAt: '2027-06-12T13:05:09.123Z' });
    expect(emitted.get('builds/meta/b-42.json')).toEqual({
      buildId: 'b-42',
      builtAt: '2027-06-12T13:05:09.123Z',
      entryChunks: ['assets/index-abc.js'],
    });
  });

  it('computes the id once, so the define and the emitted files never disagree', () => {
    let tick = 0;
    const plugin = buildVersionPlugin({
      env: {},
      readGitSha: () => null,
      now: () => new Date(Date.UTC(2027, 0, 1, 0, 0, tick++)),
    });
    const config = hook(plugin, 'config').call({}, {}, { command: 'build', mode: 'production' }) as {
      define: Record<string, string>;
    };
    const { emitted } = runGenerateBundle(plugin, 'client');
    const latest = emitted.get('builds/latest.json') as { buildId: string };
    expect(JSON.parse(config.define['import.meta.env.VITE_BUILD_ID'] ?? 'null')).toBe(latest.buildId);
    expect(latest.buildId).toBe('20270101000000');
  });

  it('works without a Vite environment on the context (plain Rollup-style call)', () => {
    const { emitted } = runGenerateBundle(buildVersionPlugin({ buildId: 'x1', now: fixedNow }));
    expect([...emitted.keys()]).toEqual(['builds/latest.json', 'builds/meta/x1.json']);
  });

  it('publishes nothing from a server (prerendering) build', () => {
    const { emitFile } = runGenerateBundle(buildVersionPlugin({ buildId: 'x1', now: fixedNow }), 'server');
    expect(emitFile).not.toHaveBeenCalled();
  });

  it('reaches code running under vitest through the shared Vite config', () => {
    expect(import.meta.env.VITE_BUILD_ID).toMatch(/^[a-z0-9-]+$/);
    expect(new Date(import.meta.env.VITE_BUILT_AT as string).toISOString()).toBe(import.meta.env.VITE_BUILT_AT);
  });
});
