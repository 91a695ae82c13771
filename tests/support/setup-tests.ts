import 'reflect-metadata';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no layout: its scrollTo only logs "not implemented". Tests that care spy on it.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

// findBy*/waitFor wait for an event (a lazily loaded page, a store's answer): a hang detector, not a speed budget —
// jsdom renders several times slower on a busy CI machine. (Forms' challenges are cheap in tests: render-app.tsx.)
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
});
