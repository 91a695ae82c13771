import { Link } from 'react-router-dom';
import { PageMeta } from '../../shared/seo/page-meta';
import { cs } from '../../texts/cs';
import type { RouteErrorInfo } from '../../app/router/route-errors';

/** 404 page for status 404, "no access" for 403, a generic error page otherwise; always a way home. */
export function ErrorView({ info, path }: { info: RouteErrorInfo; path: string }) {
  const texts =
    info.status === 404
      ? { title: cs.errors.notFoundTitle, heading: cs.errors.notFoundHeading, text: cs.errors.notFoundText }
      : info.status === 403
        ? { title: cs.errors.forbiddenTitle, heading: cs.errors.forbiddenHeading, text: cs.errors.forbiddenText }
        : { title: cs.errors.serverTitle, heading: cs.errors.serverHeading, text: cs.errors.serverText };
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
          {cs.errors.goHome}
        </Link>
        {info.status === 404 ? (
          <Link to="/portfolio" className="button button-secondary">
            {cs.errors.toPortfolio}
          </Link>
        ) : null}
      </p>
      <p className="error-code">
        {cs.errors.errorCode}: <code>{info.status}</code>
      </p>
    </section>
  );
}
