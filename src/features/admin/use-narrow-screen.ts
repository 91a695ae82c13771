import { useSyncExternalStore } from 'react';

/** Below this width the desk's lists become cards (the design system's tables hide their minor columns there too). */
const NARROW = '(max-width: 640px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const narrowNow = () => typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(NARROW).matches;

/**
 * Whether the screen is phone-narrow. One view is rendered, not both with one hidden by CSS: a screen reader and a
 * keyboard meet each booking once.
 */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, narrowNow, () => false);
}
