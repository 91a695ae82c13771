import type { Core } from '@strapi/strapi';

/**
 * The camera originals are kept as uploaded: the site's build makes its own web renditions (AVIF, WebP, JPEG) from
 * them, so Strapi's lossy re-encoding ("size optimization", q80) would only lose quality twice.
 */
export async function keepOriginalUploads(strapi: Core.Strapi): Promise<void> {
  const upload = strapi.plugin('upload').service('upload') as {
    getSettings(): Promise<Record<string, unknown> | null>;
    setSettings(value: Record<string, unknown>): Promise<unknown>;
  };
  const settings = (await upload.getSettings()) ?? {};
  if (settings.sizeOptimization === false) return;
  await upload.setSettings({ ...settings, sizeOptimization: false });
}
