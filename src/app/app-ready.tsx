import { useEffect } from 'react';

/**
 * Marks the document once the app runs (hydrated or rendered): browser tests wait for it before interacting. Rendered
 * by the app's root route (router/app-routes.tsx) and by the guests' gallery's own entry (gallery-main.tsx).
 */
export function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}
