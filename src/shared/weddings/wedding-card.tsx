import { Link } from 'react-router-dom';
import type { WeddingSummary } from '../../../domain/content/wedding';
import { formatDate } from '../../../domain/formatting/czech';
import { ResponsiveImage } from '../media/responsive-image';

const CARD_SIZES = '(min-width: 1100px) 340px, (min-width: 700px) 45vw, 92vw';

/** A wedding in a grid: cover, title, date and venue, linking to its gallery. */
export function WeddingCard({ wedding, priority = false }: { wedding: WeddingSummary; priority?: boolean }) {
  return (
    <li className="card">
      <Link to={`/weddings/${wedding.slug}`} className="card-link">
        <ResponsiveImage image={wedding.cover} sizes={CARD_SIZES} priority={priority} />
        <span className="card-title">{wedding.title}</span>
        <span className="card-meta">
          {formatDate(wedding.date)} · {wedding.venue}
        </span>
      </Link>
    </li>
  );
}
