import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Booking } from '../../../domain/booking/booking';
import { formatDate } from '../../../domain/formatting/czech';
import { ADMIN_GALLERIES_PATH } from '../../../domain/gallery/gallery-links';
import { TOKENS } from '../../../ports/tokens';
import { useService } from '../../shared/services/services-context';
import { Alert } from '../../shared/ui/alert/alert';
import { Button } from '../../shared/ui/button/button';
import { DateField } from '../../shared/ui/date-field/date-field';
import { Dialog } from '../../shared/ui/dialog/dialog';
import { Select } from '../../shared/ui/select/select';
import { TextField } from '../../shared/ui/text-field/text-field';
import { csAdminGallery } from '../../texts/cs-admin-gallery';
import { useDeskAction } from './use-desk-call';

const t = csAdminGallery.create;
/** Bookings a gallery can belong to: the wedding is agreed (or done). */
const DELIVERABLE = new Set<Booking['status']>(['confirmed', 'deposit-paid', 'completed']);

/** "Nová galerie": a booking (its couple's names and day fill the form) or none, a title and the day photographed. */
export function NewGalleryDialog({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange(open: boolean): void }) {
  const galleries = useService(TOKENS.GalleryAdmin);
  const bookingsPort = useService(TOKENS.Bookings);
  const navigate = useNavigate();
  const [bookings, setBookings] = useState<Booking[]>([]);
  const [form, setForm] = useState({ bookingId: '', title: '', eventDate: '' });
  const create = useDeskAction(() => galleries.create({ bookingId: form.bookingId || null, title: form.title, eventDate: form.eventDate }));

  useEffect(() => {
    if (!isOpen) return;
    // The list is a convenience: without it the gallery is still created on its own.
    bookingsPort
      .list({ orderBy: 'weddingDate', direction: 'desc', limit: 100 })
      .then((page) => setBookings(page.items.filter((booking) => DELIVERABLE.has(booking.status))))
      .catch(() => setBookings([]));
  }, [isOpen, bookingsPort]);

  const chooseBooking = (bookingId: string) => {
    const booking = bookings.find((candidate) => candidate.id === bookingId);
    setForm((current) => ({
      bookingId,
      title: booking && current.title === '' ? booking.contact.coupleNames : current.title,
      eventDate: booking ? booking.weddingDate : current.eventDate,
    }));
  };
  const submit = async () => {
    const gallery = await create.run();
    if (!gallery) return;
    onOpenChange(false);
    void navigate(`${ADMIN_GALLERIES_PATH}/${gallery.id}`);
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t.title}
      isBusy={create.pending}
      footer={
        <>
          <Button onPress={() => onOpenChange(false)}>{t.cancel}</Button>
          <Button variant="primary" isPending={create.pending} onPress={() => void submit()}>
            {t.submit}
          </Button>
        </>
      }
    >
      <Select
        label={t.booking}
        hint={t.bookingHint}
        value={form.bookingId}
        onValue={chooseBooking}
        options={[
          { value: '', label: t.noBooking },
          ...bookings.map((booking) => ({ value: booking.id, label: t.bookingOption(booking.contact.coupleNames, formatDate(booking.weddingDate)) })),
        ]}
      />
      <TextField label={t.galleryTitle} required value={form.title} onValue={(title) => setForm({ ...form, title })} error={create.fields.title} />
      <DateField label={t.eventDate} required value={form.eventDate} onValue={(eventDate) => setForm({ ...form, eventDate })} error={create.fields.eventDate} />
      {create.error && Object.keys(create.fields).length === 0 ? <Alert tone="error" error={create.error} /> : null}
    </Dialog>
  );
}
