/** A legacy address the site must keep answering, managed in the content backend. */
export interface Redirect {
  from: string;
  to: string;
  permanent: boolean;
}

/** Normalises a path for comparison: leading slash, no trailing slash (except root), lower case. */
export function normalisePath(path: string): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  const trimmed = withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash;
  return trimmed.toLowerCase() || '/';
}

export function findRedirect(redirects: readonly Redirect[], path: string): Redirect | undefined {
  const wanted = normalisePath(path);
  return redirects.find((r) => normalisePath(r.from) === wanted && normalisePath(r.to) !== wanted);
}
