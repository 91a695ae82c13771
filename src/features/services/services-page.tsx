import { Link, useLoaderData } from 'react-router-dom';
import { TOKENS } from '../../../ports/tokens';
import type { PageLoaderContext } from '../../shared/routing/page-module';
import { ResponsiveImage } from '../../shared/media/responsive-image';
import { PageMeta } from '../../shared/seo/page-meta';
import { csContent } from '../../texts/cs-content';

export async function loader({ services }: PageLoaderContext) {
  return { services: await services.get(TOKENS.ContentBackend).listServices() };
}

export function Component() {
  const { services } = useLoaderData() as Awaited<ReturnType<typeof loader>>;
  return (
    <article className="section">
      <PageMeta title={csContent.services.title} description={csContent.services.description} path="/sluzby" image={services[0]?.image} />
      <h1>{csContent.services.heading}</h1>
      <p className="lead">{csContent.services.description}</p>
      {services.map((service, i) => (
        <section key={service.id} id={service.slug} className="service" aria-labelledby={`sluzba-${service.slug}`}>
          <ResponsiveImage image={service.image} sizes="(min-width: 900px) 420px, 92vw" priority={i === 0} />
          <div>
            <h2 id={`sluzba-${service.slug}`}>{service.title}</h2>
            <p className="lead">{service.summary}</p>
            {service.description.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </section>
      ))}
      <p>
        <Link to="/cenik" className="button">
          {csContent.services.toPricing}
        </Link>
      </p>
    </article>
  );
}
