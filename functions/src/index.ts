// Callable functions only: Firestore-triggered functions do not run in the offline emulator setup, and side
// effects (mails) are queued in the same transaction as the data they describe.
export { submitBooking } from './submit-booking';
export { lookupReservation } from './lookup-reservation';
export { submitContactMessage } from './submit-contact';
export { changeBookingStatus, deleteBooking } from './admin-bookings';
