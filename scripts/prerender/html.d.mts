export interface ManifestEntry {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestEntry>;
export interface RenderedHtml {
  head: string;
  body: string;
  hydrationScript: string;
}
export function chunksFor(manifest: Manifest, sources: string[]): { files: string[]; css: string[] };
export function entryChunks(manifest: Manifest): { files: string[]; css: string[] };
export function assemblePage(template: string, page: RenderedHtml, options: { base?: string; manifest: Manifest; sources: string[]; bootSrc?: string }): string;
export function deferScripts(html: string, bootSrc: string): string;
export function appShell(template: string, head: string): string;
export function htmlFileFor(path: string): string;
export function inlineStylesheets(template: string, readCss: (href: string) => string): string;
export function lowPriorityScripts(html: string): string;
