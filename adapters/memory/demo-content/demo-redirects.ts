import type { Redirect } from '../../../domain/content/redirect';

export const demoRedirects: Redirect[] = [
  { from: '/galerie-2019', to: '/portfolio', permanent: true },
  { from: '/svatba-jana-petr', to: '/weddings/jana-a-petr-zamek-hluboka', permanent: true },
  { from: '/blog/inspirace', to: '/svatebni-inspirace', permanent: false },
];
