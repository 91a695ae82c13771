import { useEffect, useEffectEvent, useLayoutEffect, useRef } from 'react';
import { useLocation, useMatches, useNavigationType } from 'react-router-dom';
import { isRouteMeta } from './route-meta';

const positions = new Map<string, number>();

/** Test hook: forget remembered positions. */
export function resetScrollPositions(): void {
  positions.clear();
}

function scrollToHash(hash: string): boolean {
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return false;
  }
  const target = id ? document.getElementById(id) : null;
  if (!target) return false;
  target.scrollIntoView();
  return true;
}

/**
 * Scroll behaviour of the site: back/forward restores where the visitor was; a link with a hash scrolls to that
 * element; any other navigation starts at the top unless the route's metadata says `scrollToTop: false`.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const matches = useMatches();

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  // The history entry scroll events belong to. Set before this effect scrolls the new page, so the new page's
  // scroll-to-top can never be saved as the old page's position.
  const currentKey = useRef(location.key);
  useEffect(() => {
    // Scroll events fire at most once per frame; save straight away so leaving can't lose or clamp the position.
    const onScroll = () => positions.set(currentKey.current, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // Reads the navigation's type, hash and matches without reacting to them: only a change of history entry moves
  // the page, not a re-render or a revalidation that hands out new matches.
  const arrive = useEffectEvent((key: string) => {
    currentKey.current = key;
    const saved = positions.get(key);
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash && scrollToHash(location.hash)) return;
    const keepPosition = matches.some((m) => isRouteMeta(m.handle) && m.handle.scrollToTop === false);
    if (!keepPosition) window.scrollTo(0, 0);
  });
  useLayoutEffect(() => arrive(location.key), [location.key]);

  return null;
}
