import { data, isRouteErrorResponse } from 'react-router-dom';

export interface RouteErrorBody {
  message: string;
  fatal: boolean;
}

export interface RouteErrorInfo {
  status: number;
  message: string;
  fatal: boolean;
}

/** A param failed validation: the address itself is malformed. Fatal (rendered without the page's layout). */
export function invalidParams(path: string): never {
  throw data<RouteErrorBody>({ message: `Page Not Found: ${path}`, fatal: true }, { status: 404 });
}

/** Nothing answers at this address (unmatched path, unknown slug). Rendered inside the layout. */
export function pageNotFound(path: string): never {
  throw data<RouteErrorBody>({ message: `Page not found: ${path}`, fatal: false }, { status: 404 });
}

/** Forbidden: signed in without the rights the route needs. */
export function forbidden(path: string): never {
  throw data<RouteErrorBody>({ message: `Forbidden: ${path}`, fatal: false }, { status: 403 });
}

function isErrorBody(value: unknown): value is RouteErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as RouteErrorBody).message === 'string' &&
    typeof (value as RouteErrorBody).fatal === 'boolean'
  );
}

/** Normalises anything a route can throw into status + message + fatal. */
export function toRouteErrorInfo(error: unknown, path: string): RouteErrorInfo {
  if (isRouteErrorResponse(error)) {
    if (isErrorBody(error.data)) return { status: error.status, ...error.data };
    // React Router's own 404 for an address no route matches.
    if (error.status === 404) return { status: 404, message: `Page not found: ${path}`, fatal: false };
    if (error.status < 500) return { status: error.status, message: error.statusText || 'Error', fatal: false };
  }
  return { status: 500, message: 'Internal Server Error', fatal: false };
}
