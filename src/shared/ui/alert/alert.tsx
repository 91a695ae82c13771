import type { ReactNode } from 'react';
import type { ErrorCode } from '../../../../domain/errors';
import { csErrors, errorMessage } from '../../../texts/cs-errors';
import { csUi } from '../../../texts/cs-ui';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

export interface AlertProps {
  tone: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** What failed, as a typed code: its Czech message is shown, and the code below it for support. */
  error?: ErrorCode | null | undefined;
  /** A way on ("Zkusit znovu"), under the text. */
  action?: ReactNode;
  onDismiss?: () => void;
  /**
   * Whether screen readers announce it when it appears (errors and warnings interrupt, the others wait). Off for a
   * note that is part of the page from the start.
   */
  announce?: boolean;
}

/** A message in a box: info, success, warning or error. */
export function Alert({ tone, title, children, error, action, onDismiss, announce = true }: AlertProps) {
  const role = !announce ? undefined : tone === 'error' || tone === 'warning' ? 'alert' : 'status';
  return (
    <div className={`ui-alert ui-alert--${tone}`} role={role}>
      <ToneIcon tone={tone} />
      <div className="ui-alert__body">
        {title ? <p className="ui-alert__title">{title}</p> : null}
        {error ? <p className="ui-alert__text">{errorMessage(error)}</p> : null}
        {children ? <div className="ui-alert__text">{children}</div> : null}
        {error ? (
          <p className="ui-alert__code">
            {csErrors.errorCode}: <code>{error}</code>
          </p>
        ) : null}
        {action ? <div className="ui-alert__action">{action}</div> : null}
      </div>
      {onDismiss ? (
        <button type="button" className="ui-alert__dismiss" aria-label={csUi.close} onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}

const PATHS: Record<AlertTone, string> = {
  info: 'M12 8h.01M11 12h1v5h1',
  success: 'M7 12.5l3 3 7-7',
  warning: 'M12 8v5M12 16.5h.01',
  error: 'M9 9l6 6M15 9l-6 6',
};

function ToneIcon({ tone }: { tone: AlertTone }) {
  return (
    <svg className="ui-alert__icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d={PATHS[tone]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
