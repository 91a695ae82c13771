import { Link } from 'react-router-dom';
import { PageMeta } from '../../shared/seo/page-meta';
import { csErrors } from '../../texts/cs-errors';
import type { RouteErrorInfo } from '../../shared/routing/route-errors';

/** 404 page for status 404, "no access" for 403, a generic error page otherwise; always a way home. */
export function ErrorView({ info, path }: { info: RouteErrorInfo; path: string }) {
  const texts =
    info.status === 404
      ? { title: csErrors.notFoundTitle, heading: csErrors.notFoundHeading, text: csErrors.notFoundText }
      : info.status === 403
        ? { title: csErrors.forbiddenTitle, heading: csErrors.forbiddenHeading, text: csErrors.forbiddenText }
        : { title: csErrors.serverTitle, heading: csErrors.serverHeading, text: csErrors.serverText };
  return (
    <section
      className="error-page"
      data-status={info.status}
      data-error-message={info.message}
      data-fatal={info.fatal ? 'true' : 'false'}
    >
      <PageMeta title={texts.title} description={texts.text} path={path} noIndex />
      <p className="error-status" aria-hidden="true">
        {info.status}
      </p>
      <h1>{texts.heading}</h1>
      <p>{texts.text}</p>
      <p className="error-actions">
        <Link to="/" className="button">
          {csErrors.goHome}
        </Link>
        {info.status === 404 ? (
          <Link to="/portfolio" className="button button-secondary">
            {csErrors.toPortfolio}
          </Link>
        ) : null}
      </p>
      <p className="error-code">
        {csErrors.errorCode}: <code>{info.status}</code>
      </p>
    </section>
  );
}
