import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { Booking } from '../../../domain/booking/booking';
import { MANUAL_CHANNELS, MANUAL_STATUSES, type ManualBookingInput } from '../../../domain/booking/booking-by-hand';
import { emptyBookingRequest } from '../../../domain/booking/booking-request';
import type { PriceList } from '../../../domain/content/price-package';
import type { ErrorCode } from '../../../domain/errors';
import { TOKENS } from '../../../ports/tokens';
import { CheckboxField } from '../../shared/forms/checkbox-field';
import { FieldError } from '../../shared/forms/field-error';
import { TextField } from '../../shared/forms/text-field';
import { useService } from '../../shared/services/services-context';
import { LazyDateField } from '../../shared/ui/date-field/lazy-date-field';
import { csAdmin } from '../../texts/cs-admin';
import { csBooking } from '../../texts/cs-booking';
import { useFieldAction } from './use-field-action';

const t = csAdmin.byHand;
const f = csBooking.fields;

/** The public form's empty fields, a fresh id (a retry sends the same), and the desk's usual call: a phone booking agreed. */
export function emptyManualBooking(): ManualBookingInput {
  const { kind: _kind, marketingConsent: _marketing, ...fields } = emptyBookingRequest(crypto.randomUUID(), 'full');
  return { ...fields, channel: 'telefon', status: 'confirmed' };
}

/** The price list for the package and extras choices; without the CMS the desk types the slug. */
function usePriceList(): PriceList | null {
  const content = useService(TOKENS.ContentBackend);
  const [list, setList] = useState<PriceList | null>(null);
  useEffect(() => {
    let live = true;
    content.getPriceList().then((l) => live && setList(l), () => undefined);
    return () => {
      live = false;
    };
  }, [content]);
  return list;
}

/**
 * 'Nová rezervace': a booking taken by phone, Instagram, at a fair… with the public form's fields, where it came from
 * and its status. The server validates (domain/booking/booking-by-hand.ts); a refusal marks the fields and keeps
 * everything typed; a retry sends the same id, so a lost answer never stores the booking twice.
 */
export function ManualBookingForm({ onCreated }: { onCreated?: (booking: Booking) => void }) {
  const admin = useService(TOKENS.BookingAdmin);
  const priceList = usePriceList();
  const [values, setValues] = useState<ManualBookingInput>(emptyManualBooking);
  const [created, setCreated] = useState<Booking | null>(null);
  const create = useFieldAction((input: ManualBookingInput) => admin.createBooking(input));
  const set = <K extends keyof ManualBookingInput>(key: K) => (value: ManualBookingInput[K]) => setValues((v) => ({ ...v, [key]: value }));
  const err = (field: string) => create.fields[field] ?? null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const booking = await create.run(values);
    if (!booking) return;
    setCreated(booking);
    setValues(emptyManualBooking());
    onCreated?.(booking);
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="nova-rezervace">
      <h2 id="nova-rezervace">{t.title}</h2>
      <div className="field">
        <label htmlFor="rucni-kanal">{t.channelLabel}</label>
        <select id="rucni-kanal" value={values.channel} onChange={(e) => set('channel')(e.target.value)} aria-invalid={err('channel') ? true : undefined}>
          {MANUAL_CHANNELS.map((c) => (
            <option key={c} value={c}>
              {t.channels[c]}
            </option>
          ))}
        </select>
        <FieldError id="rucni-kanal-chyba" code={err('channel')} />
      </div>
      <div className="field">
        <label htmlFor="rucni-stav">{t.statusLabel}</label>
        <select id="rucni-stav" value={values.status} onChange={(e) => set('status')(e.target.value)} aria-invalid={err('status') ? true : undefined}>
          {MANUAL_STATUSES.map((s) => (
            <option key={s} value={s}>
              {csAdmin.status[s]}
            </option>
          ))}
        </select>
        <FieldError id="rucni-stav-chyba" code={err('status')} />
      </div>
      <LazyDateField id="rucni-datum" label={f.weddingDate} value={values.weddingDate} onValue={set('weddingDate')} error={err('weddingDate')} hint={t.dateHint} required />
      <TextField label={t.partner1} value={values.partner1} onValue={set('partner1')} error={err('partner1')} required />
      <TextField label={t.partner2} value={values.partner2} onValue={set('partner2')} error={err('partner2')} />
      <TextField label={f.email} type="email" value={values.email} onValue={set('email')} error={err('email')} required />
      <TextField label={f.phone} type="tel" value={values.phone} onValue={set('phone')} error={err('phone')} hint={f.phoneHint} required />
      <PackageFields priceList={priceList} values={values} set={set} err={err} />
      <TextField label={f.venue} value={values.venue} onValue={set('venue')} error={err('venue')} />
      <TextField label={f.town} value={values.town} onValue={set('town')} error={err('town')} />
      <TextField label={f.ceremonyTime} value={values.ceremonyTime} onValue={set('ceremonyTime')} error={err('ceremonyTime')} hint={f.ceremonyTimeHint} />
      <TextField label={f.guests} inputMode="numeric" value={values.guests} onValue={set('guests')} error={err('guests')} />
      <TextField label={t.source} value={values.source} onValue={set('source')} error={err('source')} />
      <TextField label={t.message} multiline rows={3} value={values.message} onValue={set('message')} error={err('message')} />
      <CheckboxField name="privacyConsent" checked={values.privacyConsent} onChecked={set('privacyConsent')} error={err('privacyConsent')}>
        {t.consent}
      </CheckboxField>
      <p>
        <button type="submit" disabled={create.pending}>
          {create.pending ? t.creating : t.create}
        </button>
      </p>
      {create.error ? (
        <div role="alert">
          {Object.keys(create.fields).length > 0 ? <p>{t.invalid}</p> : null}
          <FieldError id="nova-rezervace-chyba" code={create.error} />
        </div>
      ) : null}
      <p role="status">
        {created ? (
          <>
            {t.created(created.reservationCode)} <Link to={`/admin/bookings/${encodeURIComponent(created.id)}`}>{t.openCreated}</Link>
          </>
        ) : null}
      </p>
    </form>
  );
}

type Setter = <K extends keyof ManualBookingInput>(key: K) => (value: ManualBookingInput[K]) => void;

function PackageFields({ priceList, values, set, err }: { priceList: PriceList | null; values: ManualBookingInput; set: Setter; err: (f: string) => ErrorCode | null }) {
  if (!priceList) {
    return <TextField label={f.packageSlug} value={values.packageSlug} onValue={set('packageSlug')} error={err('packageSlug')} />;
  }
  const toggle = (slug: string) =>
    set('extras')(values.extras.includes(slug) ? values.extras.filter((e) => e !== slug) : [...values.extras, slug]);
  return (
    <>
      <div className="field">
        <label htmlFor="rucni-balicek">{f.packageSlug}</label>
        <select id="rucni-balicek" value={values.packageSlug} onChange={(e) => set('packageSlug')(e.target.value)} aria-invalid={err('packageSlug') ? true : undefined}>
          <option value="">{t.noPackage}</option>
          {priceList.packages.map((p) => (
            <option key={p.slug} value={p.slug}>
              {p.name}
            </option>
          ))}
        </select>
        <FieldError id="rucni-balicek-chyba" code={err('packageSlug')} />
      </div>
      {values.packageSlug && priceList.extras.length > 0 ? (
        <fieldset className="plain">
          <legend>{f.extras}</legend>
          {priceList.extras.map((extra) => (
            <label key={extra.slug}>
              <input type="checkbox" checked={values.extras.includes(extra.slug)} onChange={() => toggle(extra.slug)} /> {extra.name}
            </label>
          ))}
          <FieldError id="rucni-doplnky-chyba" code={err('extras')} />
        </fieldset>
      ) : null}
    </>
  );
}
