import { useEffect } from 'react';
import { useLocation, useRouteError } from 'react-router-dom';
import { toRouteErrorInfo } from '../../shared/routing/route-errors';
import { ErrorView } from './error-view';

function useErrorInfo() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const info = toRouteErrorInfo(error, pathname);
  useEffect(() => {
    if (info.status >= 500) console.error('Route error', error);
  }, [error, info.status]);
  return { error, info, pathname };
}

/** Inside a layout: the layout renders header and footer around it, except for fatal errors (see useFatalRouteError). */
export function LayoutErrorBoundary() {
  const { info, pathname } = useErrorInfo();
  return <ErrorView info={info} path={pathname} />;
}

/** Errors above the layouts (e.g. site settings could not load): only the error page. */
export function RootErrorBoundary() {
  const { info, pathname } = useErrorInfo();
  return (
    <main id="obsah" className="layout layout-bare">
      <ErrorView info={info} path={pathname} />
    </main>
  );
}
