import { Link } from 'react-router-dom';
import { PageMeta } from '../../shared/seo/page-meta';
import { cs } from '../../texts/cs';

interface BookingPlaceholderProps {
  title: string;
  description: string;
  path: string;
}

/** Until the booking flows land: honest wording and a working way to ask for a date. */
export function BookingPlaceholder({ title, description, path }: BookingPlaceholderProps) {
  return (
    <article className="section">
      <PageMeta title={title} description={description} path={path} />
      <h1>{title}</h1>
      <p className="lead">{description}</p>
      <p>{cs.booking.comingSoon}</p>
      <p className="muted">{cs.booking.notConfirmedYet}</p>
      <p className="hero-actions">
        <Link to="/kontakt" className="button">
          {cs.booking.toContact}
        </Link>
        {path !== '/booking' ? <Link to="/booking">{cs.booking.fullForm}</Link> : null}
        {path !== '/simple-booking' ? <Link to="/simple-booking">{cs.booking.quickForm}</Link> : null}
      </p>
    </article>
  );
}
