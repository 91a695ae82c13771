import { useEffect } from 'react';
import { resendHeldSubmit } from '../shared/forms/held-submit';

/**
 * Marks the document once the app runs (hydrated or rendered): browser tests wait for it before interacting, and the
 * prerendered forms' starter lets submits through from then on. A form sent before that (held by the starter) is sent
 * now, after the rest of this first commit's effects, through the page's own handler. Rendered by the app's root route
 * (router/app-routes.tsx) and by the guests' gallery's own entry (gallery-main.tsx), which holds no form.
 */
export function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
    queueMicrotask(() => resendHeldSubmit(window));
  }, []);
  return null;
}
