import { useEffect, useState } from 'react';
import type { BackendErrorNotice as Notice } from '../../../ports/backend-errors-port';
import { TOKENS } from '../../../ports/tokens';
import { FieldError } from '../../shared/forms/field-error';
import { csCommon } from '../../texts/cs-common';
import { useService } from '../../shared/services/services-context';

/** Statuses worth a site-wide notice; validation answers (4xx) are shown by the form that caused them. */
export function isNoticeWorthy(notice: Notice): boolean {
  return notice.status === 429 || notice.status >= 500 || notice.code === 'network/unavailable';
}

/** Shows the latest backend failure (rate limit, outage, offline) in Czech until dismissed or navigated away. */
export function BackendErrorNotice() {
  const errors = useService(TOKENS.BackendErrors);
  const [notice, setNotice] = useState<Notice | null>(null);
  useEffect(() => errors.subscribe((n) => (isNoticeWorthy(n) ? setNotice(n) : undefined)), [errors]);
  return (
    <div className="backend-notice-region" role="status" aria-live="polite">
      {notice ? (
        <div className="backend-notice">
          <FieldError id="upozorneni-server" code={notice.code} />
          <button type="button" onClick={() => setNotice(null)} aria-label={csCommon.serverError.dismiss}>
            ×
          </button>
        </div>
      ) : null}
    </div>
  );
}
