/** The guests' PIN: six digits, no letters, so there is no case to get wrong. */
export const GUEST_PIN_LENGTH = 6;

// Spaces of every kind (a pasted "123 456", a non-breaking space from a mail) and every dash a keyboard or a word
// processor makes (hyphen, non-breaking hyphen, figure dash, en and em dash, minus sign), plus dots and slashes.
const SEPARATORS = /[\s\u00A0\u2000-\u200B\u202F\u205F\u3000\-\u2010-\u2015\u2212\uFE63\uFF0D./]/g;

/**
 * The PIN as compared: NFKC folds full-width digits (a Japanese or Chinese keyboard's １２３) to ASCII, then every space
 * and dash goes. Nothing else is changed, so a letter stays and the format check refuses it.
 */
export function normaliseGuestPin(input: unknown): string {
  if (typeof input !== 'string') return '';
  return input.normalize('NFKC').replace(SEPARATORS, '');
}

/** `field/required` for nothing typed, `gallery/pin-format` unless the normalised PIN is exactly six digits. */
export function guestPinError(input: unknown): 'field/required' | 'gallery/pin-format' | undefined {
  const pin = normaliseGuestPin(input);
  if (pin === '') return 'field/required';
  return new RegExp(`^[0-9]{${GUEST_PIN_LENGTH}}$`).test(pin) ? undefined : 'gallery/pin-format';
}

/** The PIN as the desk shows it to the photographer to pass on: "123 456" (normalising takes the space out again). */
export function formatGuestPin(pin: string): string {
  const normal = normaliseGuestPin(pin);
  return `${normal.slice(0, 3)} ${normal.slice(3)}`;
}
