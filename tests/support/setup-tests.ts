import 'reflect-metadata';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no layout: its scrollTo only logs "not implemented". Tests that care spy on it.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

// A form's submit first solves its bot-barrier challenge for real (in the page: jsdom has no Web Workers), which
// takes up to a second or two on a busy machine; findBy* waits that long before it calls the answer missing.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});
