import type { PriceList } from '../../../domain/content/price-package';
import { formatCzk } from '../../../domain/formatting/czech';
import { coupleNames } from '../../../domain/booking/booking-request';
import { isIsoDate } from '../../../domain/booking/calendar';
import { csBooking } from '../../texts/cs-booking';
import type { BookingStep } from './booking-form-store';
import { useBookingForm } from './booking-stores';
import { longCzechDate } from './calendar-month';
import { ConsentFields } from './booking-steps';

const f = csBooking.fields;

export function SummaryStep({ priceList }: { priceList: PriceList }) {
  const values = useBookingForm('full', (s) => s.values);
  const goTo = useBookingForm('full', (s) => s.goTo);
  const pkg = priceList.packages.find((p) => p.slug === values.packageSlug);
  const extras = priceList.extras.filter((e) => values.extras.includes(e.slug));
  const rows: Array<[string, string, BookingStep]> = [
    [f.weddingDate, isIsoDate(values.weddingDate) ? longCzechDate(values.weddingDate) : values.weddingDate, 'date'],
    [f.packageSlug, pkg ? `${pkg.name} – ${formatCzk(pkg.priceCzk)}` : '', 'package'],
    [f.extras, extras.length > 0 ? extras.map((e) => e.name).join(', ') : csBooking.noExtras, 'package'],
    [f.partner1, coupleNames(values.partner1, values.partner2), 'details'],
    [f.email, values.email, 'details'],
    [f.phone, values.phone, 'details'],
    [f.venue, [values.venue, values.town].filter(Boolean).join(', '), 'details'],
    [f.ceremonyTime, values.ceremonyTime, 'details'],
    [f.guests, values.guests, 'details'],
    [f.message, values.message, 'details'],
    [f.source, values.source, 'details'],
  ];
  return (
    <>
      <dl className="booking-summary">
        {rows
          .filter(([, value]) => value !== '')
          .map(([label, value, step]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>
                {value}{' '}
                <button type="button" className="link-button" onClick={() => goTo(step)} aria-label={`${csBooking.edit}: ${label}`}>
                  {csBooking.edit}
                </button>
              </dd>
            </div>
          ))}
      </dl>
      <ConsentFields kind="full" />
    </>
  );
}
