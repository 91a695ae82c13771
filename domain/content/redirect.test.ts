import { describe, expect, it } from 'vitest';
import { findRedirect, normalisePath } from './redirect';

describe('redirect matching', () => {
  const redirects = [
    { from: '/galerie-2019', to: '/portfolio', permanent: true },
    { from: 'Stara/Svatba/', to: '/weddings/nova', permanent: false },
    { from: '/smycka', to: '/smycka/', permanent: true },
  ];
  it('normalises leading/trailing slashes and case', () => {
    expect(normalisePath('Stara/Svatba/')).toBe('/stara/svatba');
    expect(normalisePath('/')).toBe('/');
  });
  it('finds a redirect regardless of trailing slash and case', () => {
    expect(findRedirect(redirects, '/GALERIE-2019/')?.to).toBe('/portfolio');
    expect(findRedirect(redirects, '/stara/svatba')?.to).toBe('/weddings/nova');
  });
  it('ignores unknown paths and redirects to themselves (no loops)', () => {
    expect(findRedirect(redirects, '/portfolio')).toBeUndefined();
    expect(findRedirect(redirects, '/smycka')).toBeUndefined();
  });
});
