import type { PhotoPortfolio, PortfolioConsent } from './gallery';

export const PORTFOLIO_CONSENTS = ['undecided', 'allowed', 'refused'] as const satisfies readonly PortfolioConsent[];
export const PHOTO_PORTFOLIO_CHOICES = ['inherit', 'allowed', 'refused'] as const satisfies readonly PhotoPortfolio[];

/**
 * What the couple said about one photo appearing in the photographer's portfolio: their word on that photo when they
 * gave one, else their word on the gallery. The desk shows this beside each photo; only `allowed` lets her publish it.
 */
export function effectivePortfolioConsent(gallery: PortfolioConsent, photo: PhotoPortfolio): PortfolioConsent {
  return photo === 'inherit' ? gallery : photo;
}

export function mayPublishInPortfolio(gallery: PortfolioConsent, photo: PhotoPortfolio): boolean {
  return effectivePortfolioConsent(gallery, photo) === 'allowed';
}
