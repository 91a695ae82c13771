/** Where the preview server runs during the e2e suite. */
export const BASE_URL = 'http://127.0.0.1:4173';

/**
 * The public site URL the production build was made with (VITE_SITE_URL, also the app's default). Canonical
 * links and structured data are absolute against it, never against the preview server.
 */
export const SITE_URL = 'https://www.terezanovakova-foto.cz';
