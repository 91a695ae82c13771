import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { PriceList } from '../../../domain/content/price-package';
import { formatCzk } from '../../../domain/formatting/czech';
import { CheckboxField } from '../../shared/forms/checkbox-field';
import { FieldError } from '../../shared/forms/field-error';
import { TextField } from '../../shared/forms/text-field';
import { csBooking } from '../../texts/cs-booking';
import { useBookingForm } from './booking-stores';
import { PRIVACY_PAGE_PATH } from '../../../domain/privacy/processors';

const f = csBooking.fields;

export function PackageStep({ priceList }: { priceList: PriceList }) {
  const values = useBookingForm('full', (s) => s.values);
  const errors = useBookingForm('full', (s) => s.errors);
  const setField = useBookingForm('full', (s) => s.setField);
  const toggleExtra = useBookingForm('full', (s) => s.toggleExtra);
  const ids = useId();
  return (
    <>
      <fieldset className="plain" aria-describedby={errors.packageSlug ? `${ids}-balicek-chyba` : undefined}>
        <legend>{f.packageSlug}</legend>
        <ul className="choice-list">
          {priceList.packages.map((pkg, index) => (
            <li key={pkg.slug}>
              <label>
                <input
                  type="radio"
                  name="packageSlug"
                  value={pkg.slug}
                  checked={values.packageSlug === pkg.slug}
                  onChange={() => setField('packageSlug', pkg.slug)}
                  aria-invalid={index === 0 && errors.packageSlug ? true : undefined}
                />
                <span>
                  {pkg.name} – {formatCzk(pkg.priceCzk)}
                </span>
              </label>
            </li>
          ))}
        </ul>
        <FieldError id={`${ids}-balicek-chyba`} code={errors.packageSlug} />
      </fieldset>
      <fieldset className="plain" aria-describedby={errors.extras ? `${ids}-doplnky-chyba` : undefined}>
        <legend>
          {f.extras} {csBooking.optional}
        </legend>
        <ul className="choice-list">
          {priceList.extras.map((extra) => (
            <li key={extra.slug}>
              <label>
                <input type="checkbox" name="extras" value={extra.slug} checked={values.extras.includes(extra.slug)} onChange={() => toggleExtra(extra.slug)} />
                <span>
                  {extra.name} – {formatCzk(extra.priceCzk)}
                </span>
              </label>
            </li>
          ))}
        </ul>
        <FieldError id={`${ids}-doplnky-chyba`} code={errors.extras} />
      </fieldset>
    </>
  );
}

export function DetailsStep() {
  const values = useBookingForm('full', (s) => s.values);
  const errors = useBookingForm('full', (s) => s.errors);
  const setField = useBookingForm('full', (s) => s.setField);
  return (
    <>
      <TextField label={f.partner1} name="partner1" autoComplete="name" value={values.partner1} onValue={(v) => setField('partner1', v)} error={errors.partner1} required />
      <TextField label={`${f.partner2} ${csBooking.optional}`} name="partner2" value={values.partner2} onValue={(v) => setField('partner2', v)} error={errors.partner2} />
      <TextField label={f.email} name="email" type="email" autoComplete="email" value={values.email} onValue={(v) => setField('email', v)} error={errors.email} required />
      <TextField label={f.phone} name="phone" type="tel" autoComplete="tel" hint={f.phoneHint} value={values.phone} onValue={(v) => setField('phone', v)} error={errors.phone} required />
      <TextField label={f.venue} name="venue" value={values.venue} onValue={(v) => setField('venue', v)} error={errors.venue} required />
      <TextField label={f.town} name="town" autoComplete="address-level2" value={values.town} onValue={(v) => setField('town', v)} error={errors.town} required />
      <TextField label={f.ceremonyTime} name="ceremonyTime" hint={f.ceremonyTimeHint} inputMode="numeric" value={values.ceremonyTime} onValue={(v) => setField('ceremonyTime', v)} error={errors.ceremonyTime} />
      <TextField label={`${f.guests} ${csBooking.optional}`} name="guests" inputMode="numeric" value={values.guests} onValue={(v) => setField('guests', v)} error={errors.guests} />
      <TextField label={`${f.message} ${csBooking.optional}`} name="message" multiline value={values.message} onValue={(v) => setField('message', v)} error={errors.message} />
      <TextField label={`${f.source} ${csBooking.optional}`} name="source" value={values.source} onValue={(v) => setField('source', v)} error={errors.source} />
    </>
  );
}

/** Privacy consent (required) and marketing consent (optional), shared by both forms. */
export function ConsentFields({ kind }: { kind: 'full' | 'simple' }) {
  const values = useBookingForm(kind, (s) => s.values);
  const error = useBookingForm(kind, (s) => s.errors.privacyConsent);
  const setField = useBookingForm(kind, (s) => s.setField);
  return (
    <>
      <CheckboxField name="privacyConsent" checked={values.privacyConsent} onChecked={(v) => setField('privacyConsent', v)} error={error}>
        {f.privacyConsent} <Link to={PRIVACY_PAGE_PATH}>{f.privacyLink}</Link>
      </CheckboxField>
      {kind === 'full' ? (
        <CheckboxField name="marketingConsent" checked={values.marketingConsent} onChecked={(v) => setField('marketingConsent', v)}>
          {f.marketingConsent}
        </CheckboxField>
      ) : null}
    </>
  );
}
