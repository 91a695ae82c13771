import { pragueDate } from '../../../domain/booking/calendar';
import { priceNames } from '../../../domain/content/price-package';
import { TOKENS } from '../../../ports/tokens';
import { useService } from '../../shared/services/services-context';
import { useAction } from '../../shared/forms/use-action';
import { csAdmin } from '../../texts/cs-admin';
import { ADMIN_BOOKINGS_STORE } from './admin-bookings-store';
import { ActionError } from './admin-desk-nav';

/** CSV of the current filter (all pages) and an .ics of the agreed weddings, generated in the browser. */
export function BookingExports() {
  const store = useService(ADMIN_BOOKINGS_STORE);
  const content = useService(TOKENS.ContentBackend);
  // Package and extra names from the price list; the slugs stay if the CMS cannot be reached.
  const names = () => content.getPriceList().then(priceNames, () => priceNames(undefined));
  // The CSV and iCalendar writers load on the first export, not with the list.
  const files = () => import('./admin-export-files');
  const csv = useAction(async () => {
    const [{ bookingsCsvFile, downloadFile }, bookings, n] = await Promise.all([files(), store.getState().exportMatching(), names()]);
    downloadFile(`rezervace-${pragueDate(new Date())}.csv`, bookingsCsvFile(bookings, n), 'text/csv;charset=utf-8');
  });
  const ics = useAction(async () => {
    const { CALENDAR_STATUSES, downloadFile, weddingsIcsFile } = await files();
    const [bookings, n] = await Promise.all([store.getState().listByStatus(CALENDAR_STATUSES), names()]);
    downloadFile('svatby.ics', weddingsIcsFile(bookings, new Date(), n), 'text/calendar;charset=utf-8');
  });
  const pending = csv.pending || ics.pending;
  return (
    <section aria-labelledby="export-nadpis">
      <h2 id="export-nadpis">{csAdmin.exports.label}</h2>
      <p>
        <button type="button" disabled={pending} onClick={() => void csv.run()}>
          {csAdmin.exports.csv}
        </button>{' '}
        <button type="button" disabled={pending} onClick={() => void ics.run()}>
          {csAdmin.exports.ics}
        </button>{' '}
        {pending ? <span role="status">{csAdmin.exports.preparing}</span> : null}
      </p>
      <ActionError id="export-chyba" code={csv.error ?? ics.error} />
    </section>
  );
}
