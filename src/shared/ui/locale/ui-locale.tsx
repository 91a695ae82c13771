import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';

/**
 * The language of every React Aria widget here, whatever the browser's: Czech dates (d. M. yyyy, Monday first) and
 * Czech built-in labels. The build keeps only React Aria's cs-CZ and en-US strings (@react-aria/optimize-locales-plugin
 * in vite.config.ts): a widget outside this provider would speak English in a browser set to any other language.
 */
export const UI_LOCALE = 'cs-CZ';

export function UiLocale({ children }: { children: ReactNode }) {
  return <I18nProvider locale={UI_LOCALE}>{children}</I18nProvider>;
}
