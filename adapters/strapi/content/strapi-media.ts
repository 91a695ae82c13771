import type { MediaImage } from '../../../domain/content/media';
import { isObject, num, text } from './strapi-entities';

function absolute(baseUrl: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${baseUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** Upload-plugin media to a domain image: absolute URLs, intrinsic size, alt text, renditions by width. */
export function media(value: unknown, baseUrl: string): MediaImage | undefined {
  const file = isObject(value) ? value : undefined;
  if (!file || typeof file.url !== 'string') return undefined;
  const formats = isObject(file.formats)
    ? Object.values(file.formats)
        .filter(isObject)
        .filter((f) => typeof f.url === 'string')
        .map((f) => ({ url: absolute(baseUrl, text(f.url)), width: num(f.width), height: num(f.height) }))
        .sort((a, b) => a.width - b.width)
    : [];
  return {
    url: absolute(baseUrl, file.url),
    width: num(file.width, 1),
    height: num(file.height, 1),
    alt: text(file.alternativeText),
    ...(formats.length > 0 ? { formats } : {}),
  };
}

export function mediaList(value: unknown, baseUrl: string): MediaImage[] {
  return (Array.isArray(value) ? value : []).map((m) => media(m, baseUrl)).filter((m): m is MediaImage => !!m);
}

/** A required image; a placeholder keeps the page rendering if an editor removed the file. */
export function requiredMedia(value: unknown, baseUrl: string, alt: string): MediaImage {
  return media(value, baseUrl) ?? { url: '/media/demo/share/default.svg', width: 1200, height: 630, alt };
}
