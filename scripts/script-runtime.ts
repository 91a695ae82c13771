import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The repository's root folder, with a trailing slash: every script finds the files it reads from here. */
export const REPO_ROOT = fileURLToPath(new URL('../', import.meta.url));

/**
 * Node's arguments for running one of these TypeScript scripts in a child process: Node 20 cannot strip types, so
 * tsx's loader does it. An absolute URL, so the child finds it from any working directory. tsx keeps function names
 * with esbuild's `__name` helper, which a browser does not have: a function handed to Playwright's `page.evaluate`
 * from a script must not declare named functions inside it.
 */
export const NODE_TS = ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href];
