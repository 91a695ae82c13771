import type { ComponentType } from 'react';
import { ConsentSettingsButton } from '../../features/consent/consent-settings-button';
import { CookieBar } from '../../features/consent/cookie-bar';
import { ImageGallery } from '../../shared/media/image-gallery';
import { SiteHeader } from '../layouts/site-header';

/**
 * Every island a content page can hold, by the name its element carries (`<Island name>`, shared/islands/island.tsx).
 * All of them are small and most pages have three (header, footer button, cookie bar): one chunk, no waterfall. The
 * lightbox stays a lazy import of the gallery.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each component takes the props its element carries
export const ISLANDS: Record<string, ComponentType<any>> = {
  'site-header': SiteHeader,
  'consent-settings': ConsentSettingsButton,
  'cookie-bar': CookieBar,
  'image-gallery': ImageGallery,
};
