import { Link, useLoaderData } from 'react-router-dom';
import { formatDate } from '../../../domain/formatting/czech';
import { TOKENS } from '../../../ports/tokens';
import type { PageLoaderContext } from '../../app/router/page-module';
import { ResponsiveImage } from '../../shared/media/responsive-image';
import { PageMeta } from '../../shared/seo/page-meta';
import { cs } from '../../texts/cs';

export async function loader({ services }: PageLoaderContext) {
  return { weddings: await services.get(TOKENS.ContentBackend).listWeddings() };
}

export function Component() {
  const { weddings } = useLoaderData() as Awaited<ReturnType<typeof loader>>;
  return (
    <article className="section">
      <PageMeta title={cs.portfolio.title} description={cs.portfolio.description} path="/portfolio" image={weddings[0]?.cover} />
      <h1>{cs.portfolio.heading}</h1>
      <p className="lead">{cs.portfolio.description}</p>
      <ul className="card-grid">
        {weddings.map((wedding, i) => (
          <li key={wedding.id} className="card">
            <Link to={`/weddings/${wedding.slug}`} className="card-link">
              <ResponsiveImage
                image={wedding.cover}
                sizes="(min-width: 1100px) 340px, (min-width: 700px) 45vw, 92vw"
                priority={i < 2}
              />
              <span className="card-title">{wedding.title}</span>
              <span className="card-meta">
                {formatDate(wedding.date)} · {wedding.venue}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </article>
  );
}
