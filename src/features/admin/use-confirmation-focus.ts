// Moved to src/shared/forms (the couple's portal confirms its actions the same way); kept as a re-export so the
// desk's imports stay untouched while the admin desk is being reworked in parallel.
export { useConfirmationFocus } from '../../shared/forms/use-confirmation-focus';
