import { Link, useLoaderData } from 'react-router-dom';
import { formatCount, formatCzk } from '../../../domain/formatting/czech';
import { TOKENS } from '../../../ports/tokens';
import type { PageLoaderContext } from '../../shared/routing/page-module';
import { PageMeta } from '../../shared/seo/page-meta';
import { csContent } from '../../texts/cs-content';

export async function loader({ services }: PageLoaderContext) {
  return { priceList: await services.get(TOKENS.ContentBackend).getPriceList() };
}

export function Component() {
  const { priceList } = useLoaderData() as Awaited<ReturnType<typeof loader>>;
  return (
    <article className="section">
      <PageMeta title={csContent.pricing.title} description={csContent.pricing.description} path="/cenik" />
      <h1>{csContent.pricing.heading}</h1>
      <ul className="packages">
        {priceList.packages.map((pkg) => (
          <li key={pkg.id} className={pkg.highlighted ? 'package highlighted' : 'package'}>
            <h2>{pkg.name}</h2>
            {pkg.highlighted ? <p className="badge">{csContent.pricing.recommended}</p> : null}
            <p className="price">{formatCzk(pkg.priceCzk)}</p>
            <p>
              {formatCount(pkg.hours, csContent.pricing.hours)} · {csContent.pricing.approx}{' '}
              {formatCount(pkg.photosApprox, csContent.pricing.photos)}
            </p>
            <ul className="features">
              {pkg.features.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
            <Link to={`/booking?balicek=${encodeURIComponent(pkg.slug)}`} className="button">
              {csContent.pricing.reserve}
            </Link>
          </li>
        ))}
      </ul>
      <section aria-labelledby="doplnky">
        <h2 id="doplnky">{csContent.pricing.extrasHeading}</h2>
        <table className="extras">
          <caption className="visually-hidden">{csContent.pricing.tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{csContent.pricing.tableService}</th>
              <th scope="col">{csContent.pricing.tablePrice}</th>
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
        <h2 id="dobre-vedet">{csContent.pricing.notesHeading}</h2>
        <ul>
          {priceList.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </section>
    </article>
  );
}
