import { csUi } from '../../../texts/cs-ui';

/**
 * A turning ring. With a label it is a polite status ("Načítám…"); inside a pending button it is decoration, the
 * button saying it is busy.
 */
export function Spinner({ label = csUi.loading, decorative = false }: { label?: string; decorative?: boolean }) {
  if (decorative) return <span className="ui-spinner" aria-hidden="true" />;
  return (
    <span className="ui-spinner-status" role="status">
      <span className="ui-spinner" aria-hidden="true" />
      <span>{label}</span>
    </span>
  );
}
