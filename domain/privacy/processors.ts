/**
 * Who processes personal data on the photographer's behalf — one entry per service the system really uses, named
 * once; the privacy page lists them (src/features/privacy, Czech text in src/texts/cs-content.ts keyed by these).
 * A new service in the stack is added here, and the page cannot render without saying what it does.
 */
export const DATA_PROCESSORS = ['google-cloud', 'cms-hosting', 'mail-delivery', 'google-analytics'] as const;
export type DataProcessor = (typeof DATA_PROCESSORS)[number];

/** Processors used only with the visitor's consent (the cookie bar). */
export const CONSENT_ONLY_PROCESSORS: readonly DataProcessor[] = ['google-analytics'];

/** The anchor of the privacy page's cookie section (the cookie bar links to it). */
export const COOKIES_SECTION_ID = 'cookies';
/** The privacy page's address. */
export const PRIVACY_PAGE_PATH = '/ochrana-udaju';
