import type { RouteDefinition } from '../../src/app/router/build-routes';
import type { RouteMeta } from '../../src/app/router/route-meta';

function PlaceholderPage() {
  return (
    <article className="section">
      <h1>Obsah stránky</h1>
      <p className="lead">
        Místo pro obsah stránky – příběh zobrazuje jen rozvržení (hlavičku, navigaci a patičku).
      </p>
    </article>
  );
}

/** One route that renders a placeholder inside the given layout, so a layout story shows the frame alone. */
export function placeholderRoutes(path: string, meta: RouteMeta = {}): RouteDefinition[] {
  return [{ id: 'placeholder', path, meta, page: async () => ({ Component: PlaceholderPage }) }];
}
