export interface ConfirmStepProps {
  /** The question's id (the group is labelled by it). */
  id: string;
  question: string;
  yes: string;
  /** The yes button's text while the action runs. */
  working: string;
  no: string;
  pending: boolean;
  onYes(): void;
  onNo(): void;
}

/**
 * An inline "are you sure?" step: the question (focused by useConfirmationFocus via `data-confirm-question`) and the
 * two answers; both are disabled while the confirmed action runs.
 */
export function ConfirmStep({ id, question, yes, working, no, pending, onYes, onNo }: ConfirmStepProps) {
  return (
    <div role="group" aria-labelledby={id} className="confirm-step">
      <p id={id} tabIndex={-1} data-confirm-question>
        <strong>{question}</strong>
      </p>
      <button type="button" className="button" disabled={pending} onClick={onYes}>
        {pending ? working : yes}
      </button>{' '}
      <button type="button" className="button button-secondary" disabled={pending} onClick={onNo}>
        {no}
      </button>
    </div>
  );
}
