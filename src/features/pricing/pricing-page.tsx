import { Link, useLoaderData } from 'react-router-dom';
import { formatCount, formatCzk } from '../../../domain/formatting/czech';
import { TOKENS } from '../../../ports/tokens';
import type { PageLoaderContext } from '../../app/router/page-module';
import { PageMeta } from '../../shared/seo/page-meta';
import { cs } from '../../texts/cs';

export async function loader({ services }: PageLoaderContext) {
  return { priceList: await services.get(TOKENS.ContentBackend).getPriceList() };
}

export function Component() {
  const { priceList } = useLoaderData() as Awaited<ReturnType<typeof loader>>;
  return (
    <article className="section">
      <PageMeta title={cs.pricing.title} description={cs.pricing.description} path="/cenik" />
      <h1>{cs.pricing.heading}</h1>
      <ul className="packages">
        {priceList.packages.map((pkg) => (
          <li key={pkg.id} className={pkg.highlighted ? 'package highlighted' : 'package'}>
            <h2>{pkg.name}</h2>
            {pkg.highlighted ? <p className="badge">{cs.pricing.recommended}</p> : null}
            <p className="price">{formatCzk(pkg.priceCzk)}</p>
            <p>
              {formatCount(pkg.hours, cs.pricing.hours)} · {cs.pricing.approx}{' '}
              {formatCount(pkg.photosApprox, cs.pricing.photos)}
            </p>
            <ul className="features">
              {pkg.features.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
            <Link to={`/booking?balicek=${encodeURIComponent(pkg.slug)}`} className="button">
              {cs.pricing.reserve}
            </Link>
          </li>
        ))}
      </ul>
      <section aria-labelledby="doplnky">
        <h2 id="doplnky">{cs.pricing.extrasHeading}</h2>
        <table className="extras">
          <caption className="visually-hidden">{cs.pricing.tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{cs.pricing.tableService}</th>
              <th scope="col">{cs.pricing.tablePrice}</th>
            </tr>
          </thead>
          <tbody>
            {priceList.extras.map((extra) => (
              <tr key={extra.id}>
                <th scope="row">
                  {extra.name}
                  <span className="extra-description">{extra.description}</span>
                </th>
                <td>{formatCzk(extra.priceCzk)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="dobre-vedet">
        <h2 id="dobre-vedet">{cs.pricing.notesHeading}</h2>
        <ul>
          {priceList.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </section>
    </article>
  );
}
