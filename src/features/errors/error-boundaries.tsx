import { useEffect } from 'react';
import { useLocation, useRouteError } from 'react-router-dom';
import { toRouteErrorInfo } from '../../app/router/route-errors';
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

/** Inside a layout: non-fatal errors render within header and footer; fatal ones go up to the root. */
export function LayoutErrorBoundary() {
  const { error, info, pathname } = useErrorInfo();
  if (info.fatal) throw error;
  return <ErrorView info={info} path={pathname} />;
}

/** Fatal errors: the page's layout is not rendered, only the error page. */
export function RootErrorBoundary() {
  const { info, pathname } = useErrorInfo();
  return (
    <main id="obsah" className="layout layout-bare">
      <ErrorView info={info} path={pathname} />
    </main>
  );
}
