import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Core } from '@strapi/strapi';
import type { DemoImage } from './demo-content';

const FILE = 'plugin::upload.file';

/**
 * Imports the demo SVGs into the media library. Strapi makes no responsive formats for SVG, so
 * each one is rendered to a JPEG first: the web app then gets real thumbnail/small/medium/large
 * renditions, as it will with a photographer's photos. The file name derived from the demo URL
 * is the idempotency key: an image already in the library is reused, never uploaded twice.
 */
export function createMediaImporter(strapi: Core.Strapi, publicDir: string) {
  const cache = new Map<string, Promise<number>>();

  async function importImage(image: DemoImage): Promise<number> {
    const name = image.url.replace(/^\/media\//, '').replace(/\.svg$/i, '').replace(/\//g, '--') + '.jpg';
    const existing = await strapi.db.query(FILE).findOne({ where: { name }, select: ['id'] });
    if (existing) return existing.id;

    const source = path.join(publicDir, image.url);
    const tmpDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cms-seed-'));
    const filepath = path.join(tmpDir, name);
    try {
      await sharp(source, { density: 144 })
        .resize(image.width, image.height, { fit: 'cover' })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 82, mozjpeg: true })
        .toFile(filepath);
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
