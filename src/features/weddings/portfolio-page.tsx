import { useLoaderData } from 'react-router-dom';
import { TOKENS } from '../../../ports/tokens';
import type { PageLoaderContext } from '../../shared/routing/page-module';
import { PageMeta } from '../../shared/seo/page-meta';
import { csContent } from '../../texts/cs-content';
import { WeddingCard } from '../../shared/weddings/wedding-card';

export async function loader({ services }: PageLoaderContext) {
  return { weddings: await services.get(TOKENS.ContentBackend).listWeddings() };
}

export function Component() {
  const { weddings } = useLoaderData() as Awaited<ReturnType<typeof loader>>;
  return (
    <article className="section">
      <PageMeta title={csContent.portfolio.title} description={csContent.portfolio.description} path="/portfolio" image={weddings[0]?.cover} />
      <h1>{csContent.portfolio.heading}</h1>
      <p className="lead">{csContent.portfolio.description}</p>
      <ul className="card-grid">
        {weddings.map((wedding, i) => (
          <WeddingCard key={wedding.id} wedding={wedding} priority={i < 2} />
        ))}
      </ul>
    </article>
  );
}
