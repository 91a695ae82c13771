import { useContext } from 'react';
import { UNSAFE_DataRouterStateContext } from 'react-router-dom';
import { toRouteErrorInfo } from '../../shared/routing/route-errors';

/**
 * Whether the current navigation ended in a fatal route error (a malformed address). Layouts use it to step aside,
 * so the error page renders without header and footer. Read from the router state instead of rethrowing from an
 * error boundary, which React would log as an uncaught render error.
 */
export function useFatalRouteError(): boolean {
  const state = useContext(UNSAFE_DataRouterStateContext);
  const errors = state?.errors ? Object.values(state.errors) : [];
  const path = state?.location.pathname ?? '/';
  return errors.some((error) => toRouteErrorInfo(error, path).fatal);
}
