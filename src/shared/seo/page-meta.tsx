import { shareRendition, type MediaImage } from '../../../domain/content/media';
import { TOKENS } from '../../../ports/tokens';
import { useService } from '../services/services-context';
import { csCommon } from '../../texts/cs-common';

/** Shared when a page has no image of its own: a JPEG, as Facebook and WhatsApp ignore SVG previews. */
export const DEFAULT_SHARE_IMAGE = { url: '/media/demo/share/default.jpg', width: 1200, height: 630, alt: '' } as const;

export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${siteUrl.replace(/\/+$/, '')}/`).toString();
}

export function documentTitle(title: string): string {
  return title === csCommon.siteName ? title : `${title} | ${csCommon.siteName}`;
}

type ShareImage = Pick<MediaImage, 'url' | 'width' | 'height' | 'alt' | 'formats'>;

interface PageMetaProps {
  title: string;
  description: string;
  /** Canonical path of the page (not the address it was reached by). */
  path: string;
  image?: ShareImage | undefined;
  type?: 'website' | 'article';
  noIndex?: boolean;
}

/** Title, description, canonical URL and sharing tags; React 19 hoists them into <head>. */
export function PageMeta({ title, description, path, image, type = 'website', noIndex = false }: PageMetaProps) {
  const { siteUrl } = useService(TOKENS.AppConfig);
  const canonical = absoluteUrl(siteUrl, path);
  const share = image ? { ...shareRendition(image), alt: image.alt } : DEFAULT_SHARE_IMAGE;
  const shareImage = absoluteUrl(siteUrl, share.url);
  const fullTitle = documentTitle(title);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      <meta property="og:type" content={type} />
      <meta property="og:locale" content="cs_CZ" />
      <meta property="og:site_name" content={csCommon.siteName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={shareImage} />
      <meta property="og:image:width" content={String(share.width)} />
      <meta property="og:image:height" content={String(share.height)} />
      {share.alt ? <meta property="og:image:alt" content={share.alt} /> : null}
      <meta name="twitter:card" content="summary_large_image" />
      {noIndex ? <meta name="robots" content="noindex" /> : null}
    </>
  );
}
