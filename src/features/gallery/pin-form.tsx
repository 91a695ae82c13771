import { useState, type FormEvent } from 'react';
import type { ErrorCode } from '../../../domain/errors';
import { formatGuestPin, guestPinError, normaliseGuestPin } from '../../../domain/gallery/guest-pin';
import { emailError } from '../../../domain/validation/fields';
import type { GuestPass } from '../../../ports/gallery-viewer-port';
import { TOKENS } from '../../../ports/tokens';
import { useService } from '../../shared/services/services-context';
import { Alert } from '../../shared/ui/alert/alert';
import { buttonClasses } from '../../shared/ui/button/button-classes';
import { TextField } from '../../shared/ui/text-field/text-field';
import { csGallery } from '../../texts/cs-gallery';
import { codeOf } from './gallery-store';

interface PinFormProps {
  linkId: string;
  askContact: boolean;
  onPass(pass: GuestPass): void;
  /** Why the guest is here again (their pass ran out, the link changed): shown above the form. */
  notice?: ErrorCode | null;
}

/**
 * The guests' way in: one plain form (no popup, no cookie, no third-party script), so it works inside Instagram's and
 * Facebook's in-app browsers. The PIN is read as the server reads it (guest-pin.ts) and the page shows that reading,
 * so "246 810" or "２４６-８１０" are visibly the same six digits; the server decides.
 */
export function PinForm({ linkId, askContact, onPass, notice = null }: PinFormProps) {
  const port = useService(TOKENS.GalleryViewer);
  const [pin, setPin] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ pin?: ErrorCode; email?: ErrorCode }>({});
  const [failure, setFailure] = useState<ErrorCode | null>(null);
  const [pending, setPending] = useState(false);
  const read = normaliseGuestPin(pin);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const pinError = guestPinError(pin);
    const mailError = askContact && email.trim() ? emailError(email.trim()) : undefined;
    setErrors({ ...(pinError ? { pin: pinError } : {}), ...(mailError ? { email: mailError } : {}) });
    setFailure(null);
    if (pinError || mailError) return;
    setPending(true);
    try {
      const contact = askContact ? { ...(name.trim() ? { name: name.trim() } : {}), ...(email.trim() ? { email: email.trim() } : {}) } : undefined;
      onPass(await port.openAsGuest(linkId, pin, contact));
    } catch (error) {
      setFailure(codeOf(error));
      setPending(false);
    }
  }

  return (
    <form className="gallery-pin" onSubmit={(event) => void submit(event)} noValidate aria-busy={pending || undefined}>
      <h1>{csGallery.pin.heading}</h1>
      <p>{csGallery.pin.intro}</p>
      {notice ? <Alert tone="warning" error={notice} /> : null}
      <TextField
        label={csGallery.pin.label}
        hint={csGallery.pin.hint}
        error={errors.pin}
        name="pin"
        value={pin}
        onValue={setPin}
        inputMode="numeric"
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="go"
        required
        className="gallery-pin__input"
      />
      <p className="gallery-pin__read" aria-live="polite">
        {read ? csGallery.pin.readAs(/^[0-9]{6}$/.test(read) ? formatGuestPin(read) : read) : null}
      </p>
      {askContact ? (
        <fieldset className="gallery-pin__contact">
          <legend>{csGallery.pin.contactIntro}</legend>
          <TextField label={csGallery.pin.name} name="name" value={name} onValue={setName} autoComplete="name" />
          <TextField label={csGallery.pin.email} name="email" type="email" value={email} onValue={setEmail} autoComplete="email" error={errors.email} />
        </fieldset>
      ) : null}
      {failure ? <Alert tone="error" error={failure} /> : null}
      <button type="submit" className={buttonClasses({ variant: 'primary', fullWidth: true })} aria-disabled={pending || undefined}>
        {pending ? csGallery.pin.checking : csGallery.pin.submit}
      </button>
    </form>
  );
}
