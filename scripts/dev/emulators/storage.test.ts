import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rulesRuntimeJar, storageMode, storageRulesEnv } from './storage.ts';

const JAR = '/root/.cache/firebase/emulators/cloud-storage-rules-runtime-v1.1.3.jar';

describe('which Storage emulator the launcher starts', () => {
  it("runs firebase-tools' own emulator only with Java 21+ and the rules runtime present", () => {
    expect(storageMode({ forced: undefined, java: 21, jar: JAR, jarPresent: true }).mode).toBe('firebase-tools');
    expect(storageMode({ forced: undefined, java: 25, jar: JAR, jarPresent: true }).mode).toBe('firebase-tools');
  });

  it('falls back to the Node server with the rules stubbed, naming each missing piece', () => {
    const oldJava = storageMode({ forced: undefined, java: 17, jar: JAR, jarPresent: true });
    expect(oldJava).toEqual({ mode: 'node', reason: 'Java 17 (the rules runtime needs Java 21+)' });
    const offline = storageMode({ forced: undefined, java: 21, jar: JAR, jarPresent: false });
    expect(offline.mode).toBe('node');
    expect(offline.reason).toContain(`no rules runtime at ${JAR}`);
    const neither = storageMode({ forced: undefined, java: 0, jar: JAR, jarPresent: false });
    expect(neither.reason).toMatch(/^no Java .*; no rules runtime/);
  });

  it('can be forced either way by STORAGE_EMULATOR', () => {
    expect(storageMode({ forced: 'node', java: 21, jar: JAR, jarPresent: true }).mode).toBe('node');
    expect(storageMode({ forced: 'firebase-tools', java: 17, jar: JAR, jarPresent: false }).mode).toBe('firebase-tools');
  });

  it('tells the commands inside whether storage.rules are enforced, and why not', () => {
    expect(storageRulesEnv({ mode: 'firebase-tools', reason: 'Java 21' }).STORAGE_EMULATOR_RULES).toBe('enforced');
    expect(storageRulesEnv({ mode: 'node', reason: 'Java 17' })).toEqual({
      STORAGE_EMULATOR_RULES: 'not-enforced',
      STORAGE_EMULATOR_RULES_REASON: 'rules runtime stubbed: Java 17',
    });
  });

  it("looks for the rules runtime where the pinned firebase-tools downloads it", () => {
    expect(rulesRuntimeJar()).toMatch(/cloud-storage-rules-runtime-v[\d.]+\.jar$/);
  });
});

describe('firebase-tools pin', () => {
  it('is exact in package.json and is the installed version (storage-server.ts relies on its internals)', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { devDependencies: Record<string, string> };
    const installed = JSON.parse(readFileSync('node_modules/firebase-tools/package.json', 'utf8')) as { version: string };
    expect(pkg.devDependencies['firebase-tools']).toMatch(/^\d+\.\d+\.\d+$/);
    expect(installed.version).toBe(pkg.devDependencies['firebase-tools']);
  });
});
