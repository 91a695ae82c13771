import { Link } from 'react-router-dom';
import type { Wedding } from '../../../domain/content/wedding';
import { formatCount, formatDate } from '../../../domain/formatting/czech';
import { TOKENS } from '../../../ports/tokens';
import { useService } from '../../shared/services/services-context';
import { ImageGallery } from '../../shared/media/image-gallery';
import { Island } from '../../shared/islands/island';
import { ResponsiveImage } from '../../shared/media/responsive-image';
import { JsonLd } from '../../shared/seo/json-ld';
import { absoluteUrl, PageMeta } from '../../shared/seo/page-meta';
import { csContent } from '../../texts/cs-content';
import { weddingJsonLd } from './wedding-json-ld';

/** One wedding's story and gallery. Whatever address reached it, the canonical URL is /weddings/{slug}. */
export function WeddingView({ wedding }: { wedding: Wedding }) {
  const { siteUrl } = useService(TOKENS.AppConfig);
  const path = `/weddings/${wedding.slug}`;
  const description =
    wedding.seo?.metaDescription ?? csContent.seo.weddingDescription(wedding.title, formatDate(wedding.date), wedding.venue);
  return (
    <article className="section wedding">
      <PageMeta
        title={wedding.seo?.metaTitle ?? wedding.title}
        description={description}
        path={path}
        image={wedding.seo?.shareImage ?? wedding.cover}
        type="article"
      />
      <JsonLd data={weddingJsonLd(wedding, absoluteUrl(siteUrl, path), (url) => absoluteUrl(siteUrl, url))} />
      <p>
        <Link to="/portfolio">← {csContent.wedding.backToPortfolio}</Link>
      </p>
      <h1>{wedding.title}</h1>
      <dl className="wedding-facts">
        <div>
          <dt>{csContent.wedding.date}</dt>
          <dd>
            <time dateTime={wedding.date}>{formatDate(wedding.date)}</time>
          </dd>
        </div>
        <div>
          <dt>{csContent.wedding.venue}</dt>
          <dd>{wedding.venue}</dd>
        </div>
      </dl>
      <ResponsiveImage image={wedding.cover} sizes="(min-width: 1100px) 1040px, 100vw" priority className="wedding-cover" />
      <div className="wedding-story">
        {wedding.story.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      <h2>
        {csContent.wedding.galleryHeading} <small>({formatCount(wedding.gallery.length, csContent.portfolio.photos)})</small>
      </h2>
      <Island name="image-gallery" component={ImageGallery} props={{ images: wedding.gallery, label: `${csContent.wedding.galleryHeading}: ${wedding.title}` }} />
    </article>
  );
}
