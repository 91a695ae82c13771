import type { Booking } from '../../../domain/booking/booking';
import type { PriceNames } from '../../../domain/content/price-package';
import { formatDate, formatDateTime } from '../../../domain/formatting/czech';
import { DataList } from '../../shared/ui/data-list/data-list';
import { awaitsEmailVerification } from '../../../domain/booking/email-verification';
import { csAdmin } from '../../texts/cs-admin';
import { csAdminVerification } from '../../texts/cs-admin-verification';
import { personalField } from './anonymised';

const t = csAdmin.detail;

/** Web requests carry the e-mail confirmation; bookings from before it and those entered by hand show no row. */
function emailCheckRow(b: Booking): Array<[string, string]> {
  const v = csAdminVerification;
  if (b.emailVerifiedAt) return [[v.label, v.verified(b.emailVerifiedAt)]];
  return awaitsEmailVerification(b) ? [[v.label, v.pending]] : [];
}

/** What the couple asked for, as label/value pairs: the couple and the wedding first, the record's stamps last. */
export function BookingFields({ booking: b, names }: { booking: Booking; names: PriceNames }) {
  const f = t.fields;
  const rows: Array<[string, string]> = [
    [f.couple, personalField(b, b.contact.coupleNames)],
    [f.email, personalField(b, b.contact.email)],
    [f.phone, personalField(b, b.contact.phone)],
    [f.weddingDate, formatDate(b.weddingDate)],
    [f.ceremonyTime, b.ceremonyTime ?? t.none],
    [f.venue, personalField(b, b.venue, t.none)],
    [f.town, personalField(b, b.town, t.none)],
    [f.guests, b.guests !== undefined ? String(b.guests) : t.none],
    [f.package, names.packageName(b.packageSlug) ?? t.none],
    [f.extras, b.extras.length ? names.extraNames(b.extras).join(', ') : t.none],
    [f.message, personalField(b, b.message, t.none)],
    [f.status, csAdmin.status[b.status]],
    [f.code, b.reservationCode],
    [f.source, personalField(b, b.source, t.none)],
    [f.kind, b.kind ? t.kind[b.kind] : t.none],
    [f.consent, formatDateTime(b.consentAt)],
    [f.marketing, b.marketingConsentAt ? formatDateTime(b.marketingConsentAt) : t.noMarketing],
    ...emailCheckRow(b),
    [f.created, formatDateTime(b.createdAt)],
    [f.updated, formatDateTime(b.updatedAt)],
    ...(b.anonymisedAt ? [[csAdmin.anonymisedAt, formatDateTime(b.anonymisedAt)] as [string, string]] : []),
  ];
  return (
    <section aria-labelledby="udaje" className="ui-card desk-panel">
      <h2 id="udaje">{t.fieldsLabel}</h2>
      <DataList className="desk-fields" items={rows.map(([term, value]) => ({ term, value }))} />
    </section>
  );
}
