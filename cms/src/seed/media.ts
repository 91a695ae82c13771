import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import type { Core } from '@strapi/strapi';
import type { DemoImage } from './demo-content';

const FILE = 'plugin::upload.file';
const CAMERA_ORIGINAL = /\.jpe?g$/i;

/**
 * The demo camera originals are generated, not committed: the web app's generator
 * (scripts/build/images/generate-camera-originals.ts, next to public/) writes the missing ones. It runs in its own
 * process because it is TypeScript with the web app's dependencies (tsx among them), and this package is CommonJS.
 */
async function ensureCameraOriginals(strapi: Core.Strapi, publicDir: string) {
  const script = path.resolve(publicDir, '..', 'scripts', 'build', 'images', 'generate-camera-originals.ts');
  const started = Date.now();
  await promisify(execFile)(process.execPath, ['--import', 'tsx', script, '--out', path.join(publicDir, 'media', 'demo', 'photos')], {
    cwd: path.dirname(script),
  });
  strapi.log.info(`[seed] camera originals ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Imports the demo images into the media library. Camera originals (JPEG) are uploaded as they are, as a
 * photographer would upload them. Strapi makes no responsive formats for SVG, so each SVG placeholder is
 * rendered to a JPEG first: the web app then gets real renditions for those too. The file name derived from
 * the demo URL is the idempotency key: an image already in the library is reused, never uploaded twice.
 */
export function createMediaImporter(strapi: Core.Strapi, publicDir: string) {
  const cache = new Map<string, Promise<number>>();
  let originalsReady: Promise<void> | undefined;

  async function importImage(image: DemoImage): Promise<number> {
    const base = image.url.replace(/^\/media\//, '').replace(/\.(svg|jpe?g)$/i, '').replace(/\//g, '--');
    const name = `${base}.jpg`;
    const existing = await strapi.db.query(FILE).findOne({ where: { name }, select: ['id'] });
    if (existing) return existing.id;

    const source = path.join(publicDir, image.url);
    const tmpDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cms-seed-'));
    const filepath = path.join(tmpDir, name);
    try {
      if (CAMERA_ORIGINAL.test(image.url)) {
        await (originalsReady ??= ensureCameraOriginals(strapi, publicDir));
        await fs.copyFile(source, filepath);
      } else {
        await sharp(source, { density: 144 })
          .resize(image.width, image.height, { fit: 'cover' })
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 82, mozjpeg: true })
          .toFile(filepath);
      }
      const { size } = await fs.stat(filepath);
      const [file] = await strapi
        .plugin('upload')
        .service('upload')
        .upload({
          data: { fileInfo: { name, alternativeText: image.alt, caption: image.alt } },
          files: { filepath, originalFilename: name, mimetype: 'image/jpeg', size },
        });
      return file.id;
    } finally {
      await fs.rm(tmpDir, { recursive: true, force: true });
    }
  }

  return {
    /** Media library id of the demo image; the same URL is imported once per run. */
    idOf(image: DemoImage | undefined): Promise<number | null> {
      if (!image) return Promise.resolve(null);
      if (!cache.has(image.url)) cache.set(image.url, importImage(image));
      return cache.get(image.url)!;
    },
  };
}
