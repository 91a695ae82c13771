import type { ComponentType } from 'react';
import { ConsentSettingsButton } from '../../features/consent/consent-settings-button';
import { CookieBar } from '../../features/consent/cookie-bar';
import type { IslandProps } from '../../shared/islands/island';
import { SiteHeader } from '../layouts/site-header';

/** An island's component, at once or from its own chunk. */
export type IslandLoader = () => ComponentType<IslandProps> | Promise<ComponentType<IslandProps>>;

const at = <P>(component: ComponentType<P>): IslandLoader => () => component as ComponentType<IslandProps>;

/**
 * Every island a content page can hold, by the name its element carries (`<Island name>`, shared/islands/island.tsx).
 * Those on every page (header, footer button, cookie bar) come with the entry; the gallery, on a wedding only, loads
 * when the page has one (its texts and images' code are ~6 KB gzip), and its lightbox later still, on first use.
 */
export const ISLANDS: Record<string, IslandLoader> = {
  'site-header': at(SiteHeader),
  'consent-settings': at(ConsentSettingsButton),
  'cookie-bar': at(CookieBar),
  'image-gallery': () => import('../../shared/media/image-gallery').then((m) => m.ImageGallery as ComponentType<IslandProps>),
};
