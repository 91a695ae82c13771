import { Link, useLoaderData } from 'react-router-dom';
import { TOKENS } from '../../../ports/tokens';
import type { PageLoaderContext } from '../../shared/routing/page-module';
import { useSiteSettings } from '../../shared/routing/site-settings-loader';
import { ResponsiveImage } from '../../shared/media/responsive-image';
import { absoluteUrl, PageMeta } from '../../shared/seo/page-meta';
import { JsonLd } from '../../shared/seo/json-ld';
import { useService } from '../../shared/services/services-context';
import { csCommon } from '../../texts/cs-common';
import { csContent } from '../../texts/cs-content';
import { WeddingCard } from '../../shared/weddings/wedding-card';
import { localBusinessJsonLd } from './local-business-json-ld';

export async function loader({ services }: PageLoaderContext) {
  const content = services.get(TOKENS.ContentBackend);
  const [home, weddings, services_, testimonials] = await Promise.all([
    content.getHome(),
    content.listWeddings(),
    content.listServices(),
    content.listTestimonials(),
  ]);
  const featured = home.featuredWeddingSlugs
    .map((slug) => weddings.find((w) => w.slug === slug))
    .filter((w): w is NonNullable<typeof w> => !!w);
  return { home, featured, services: services_, testimonials };
}

export function Component() {
  const { home, featured, services, testimonials } = useLoaderData() as Awaited<ReturnType<typeof loader>>;
  const settings = useSiteSettings();
  const { siteUrl } = useService(TOKENS.AppConfig);
  return (
    <>
      <PageMeta title={csCommon.siteName} description={home.heroSubtitle} path="/" image={home.heroImage} />
      <JsonLd data={localBusinessJsonLd(settings, siteUrl, absoluteUrl(siteUrl, home.heroImage.url))} />
      <section className="hero">
        <ResponsiveImage image={home.heroImage} sizes="100vw" priority className="hero-image" />
        <div className="hero-text">
          <h1>{home.heroTitle}</h1>
          <p>{home.heroSubtitle}</p>
          <p className="hero-actions">
            <Link to="/rezervace" className="button">
              {csContent.home.ctaReserve}
            </Link>
            <Link to="/portfolio" className="button button-secondary">
              {csContent.home.ctaPortfolio}
            </Link>
          </p>
        </div>
      </section>
      <section className="section intro">
        {home.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
      <section className="section" aria-labelledby="vybrane-svatby">
        <h2 id="vybrane-svatby">{csContent.home.featuredHeading}</h2>
        <ul className="card-grid">
          {featured.map((wedding) => (
            <WeddingCard key={wedding.id} wedding={wedding} />
          ))}
        </ul>
      </section>
      <section className="section" aria-labelledby="sluzby-uvod">
        <h2 id="sluzby-uvod">{csContent.home.servicesHeading}</h2>
        <ul className="service-teasers">
          {services.map((service) => (
            <li key={service.id}>
              <h3>{service.title}</h3>
              <p>{service.summary}</p>
            </li>
          ))}
        </ul>
        <p>
          <Link to="/sluzby">{csContent.home.allServices}</Link>
        </p>
      </section>
      <section className="section testimonials" aria-labelledby="reference">
        <h2 id="reference">{csContent.home.testimonialsHeading}</h2>
        {testimonials.map((t) => (
          <figure key={t.id}>
            <blockquote>{t.quote}</blockquote>
            <figcaption>{t.couple}</figcaption>
          </figure>
        ))}
      </section>
    </>
  );
}
