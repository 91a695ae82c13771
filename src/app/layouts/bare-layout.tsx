import { Outlet } from 'react-router-dom';

/** What a layout renders instead of itself after a fatal route error: the error page alone. */
export function BareLayout() {
  return (
    <main id="obsah" className="layout layout-bare">
      <Outlet />
    </main>
  );
}
