import { csBooking } from '../../texts/cs-booking';
import { FULL_STEPS, type BookingStep } from './booking-form-store';

/** The steps of the full form; the current one carries aria-current="step". */
export function BookingProgress({ step }: { step: BookingStep }) {
  const current = FULL_STEPS.indexOf(step);
  return (
    <nav aria-label={csBooking.steps.label}>
      <ol className="booking-steps">
        {FULL_STEPS.map((name, index) => (
          <li key={name} aria-current={index === current ? 'step' : undefined}>
            <span className="visually-hidden">{csBooking.steps.stepOf(index + 1, FULL_STEPS.length)}: </span>
            {csBooking.steps[name]}
          </li>
        ))}
      </ol>
    </nav>
  );
}
