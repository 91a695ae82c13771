import { Link, useLoaderData } from 'react-router-dom';
import { TOKENS } from '../../../ports/tokens';
import type { PageLoaderContext } from '../../shared/routing/page-module';
import { ResponsiveImage } from '../../shared/media/responsive-image';
import { PageMeta } from '../../shared/seo/page-meta';
import { csCommon } from '../../texts/cs-common';
import { csContent } from '../../texts/cs-content';

export async function loader({ services }: PageLoaderContext) {
  return { about: await services.get(TOKENS.ContentBackend).getAbout() };
}

export function Component() {
  const { about } = useLoaderData() as Awaited<ReturnType<typeof loader>>;
  return (
    <article className="section about">
      <PageMeta title={csContent.about.title} description={csContent.about.description} path="/omne" image={about.portrait} />
      <h1>{about.title}</h1>
      <div className="about-layout">
        <ResponsiveImage image={about.portrait} sizes="(min-width: 900px) 380px, 92vw" priority />
        <div>
          {about.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          <p>
            <Link to="/kontakt" className="button">
              {csCommon.nav.contact}
            </Link>
          </p>
        </div>
      </div>
    </article>
  );
}
