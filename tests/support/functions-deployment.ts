import { readFileSync } from 'node:fs';

/** One file of the functions' deployment: index.ts or a file it re-exports. */
export interface DeploymentModule {
  readonly file: string;
  readonly text: string;
}

const functionsSrc = new URL('../../functions/src/', import.meta.url);

/**
 * functions/src/index.ts and the files it re-exports (`export * from './booking-callables'`…), read as text: together
 * they are what `firebase deploy` deploys, so the source checks of functions/src read them all rather than one file.
 */
export function deploymentModules(): { entry: string; reExports: string[]; modules: DeploymentModule[] } {
  const entry = readFileSync(new URL('index.ts', functionsSrc), 'utf8');
  const reExports = [...entry.matchAll(/^export \* from '\.\/([\w-]+)';$/gm)].map(([, file]) => file!);
  const modules = [{ file: 'index', text: entry }, ...reExports.map((file) => ({ file, text: readFileSync(new URL(`${file}.ts`, functionsSrc), 'utf8') }))];
  return { entry, reExports, modules };
}

/** The whole deployment's source as one text. */
export const deploymentSource = () => deploymentModules().modules.map((module) => module.text).join('\n');
