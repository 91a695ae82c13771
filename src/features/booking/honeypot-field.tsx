import { csBooking } from '../../texts/cs-booking';

/** A field people never see, hear or reach with Tab; bots that fill every input fill it too. */
export function HoneypotField({ value, onValue }: { value: string; onValue(value: string): void }) {
  return (
    <div className="honeypot" aria-hidden="true">
      <label>
        {csBooking.fields.honeypot}
        <input type="text" name="website" tabIndex={-1} autoComplete="off" value={value} onChange={(e) => onValue(e.target.value)} />
      </label>
    </div>
  );
}
