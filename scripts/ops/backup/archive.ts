// The backup archive on disk: one owner-only folder with manifest.json (written last, so a folder without it is an
// interrupted backup) and the files it lists, each encrypted (encryption.ts) with its size and SHA-256. The manifest
// holds no personal data (counts, versions, the public keys) and stays readable without the key.
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

export const FORMAT = 'svatebni-fotograf-backup';
/** 2: files encrypted with age, `manifest.encryption`. Version 1 (plain files) is still restored. */
export const FORMAT_VERSION = 2;
const READABLE_VERSIONS = [1, 2];
export const MANIFEST = 'manifest.json';

/** What the manifest records for each file of the archive. */
export interface ArchiveEntry {
  file: string;
  sha256: string;
  bytes?: number;
  documents?: number;
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk);
  return hash.digest('hex');
}

/** `2026-11-24T1530Z`: sortable, no characters a file system or a shell minds. */
export function archiveName(date: Date, { seconds = false } = {}): string {
  const iso = date.toISOString();
  return `${iso.slice(0, 10)}T${iso.slice(11, 13)}${iso.slice(14, 16)}${seconds ? iso.slice(17, 19) : ''}Z`;
}

/** The manifest, after checking the folder is a complete archive of this format. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- read back from JSON of any format version; each reader checks what it uses
export function readManifest(archiveDir: string): any {
  const file = join(archiveDir, MANIFEST);
  if (!existsSync(file)) throw new Error(`${archiveDir} is not a complete backup: ${MANIFEST} is missing.`);
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  if (manifest.format !== FORMAT) throw new Error(`${file} is not a ${FORMAT} manifest.`);
  if (!READABLE_VERSIONS.includes(manifest.formatVersion)) {
    throw new Error(`${file} has format version ${manifest.formatVersion}; this tool reads versions ${READABLE_VERSIONS.join(' and ')}.`);
  }
  return manifest;
}

/** Refuses a file that is missing, escapes the archive or no longer matches its recorded checksum. */
export async function verifyFile(archiveDir: string, entry: ArchiveEntry): Promise<string> {
  const path = resolve(archiveDir, entry.file);
  if (relative(resolve(archiveDir), path).startsWith('..')) throw new Error(`${entry.file} points outside the archive.`);
  if (!existsSync(path)) throw new Error(`${entry.file} is missing from the archive.`);
  const actual = await sha256File(path);
  if (actual !== entry.sha256) throw new Error(`${entry.file} is damaged: SHA-256 ${actual}, the manifest says ${entry.sha256}.`);
  return path;
}
