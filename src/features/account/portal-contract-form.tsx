import type { FormEvent } from 'react';
import { CONTRACT_NAMES_MAX_CHARS } from '../../../domain/contract/contract-acceptance';
import { CheckboxField } from '../../shared/forms/checkbox-field';
import { FormStatus } from '../../shared/forms/form-status';
import { TextField } from '../../shared/forms/text-field';
import { csContractPortal as t } from '../../texts/cs-contract-portal';
import type { PortalContractModel } from './use-portal-contract';

/** Refusals after which the text on screen is no longer the one to accept: the couple reloads it (keeping the names). */
const RELOAD_AFTER = new Set(['contract/text-changed', 'contract/already-accepted', 'contract/not-available']);

/** The open contract's acceptance: consent, names, the 14-day withdrawal acknowledgement, the optional express start. */
export function PortalContractForm({ model, bookingId }: { model: PortalContractModel; bookingId: string }) {
  const { form, fieldErrors, refusal, sending, edit, accept, reload } = model;
  const statusId = `smlouva-stav-${bookingId}`;
  const invalid = Object.keys(fieldErrors).length > 0;

  function submit(event: FormEvent) {
    event.preventDefault();
    void accept();
  }

  return (
    <form className="portal-contract-form" noValidate onSubmit={submit} aria-describedby={statusId}>
      <CheckboxField name="consent" checked={form.consent} onChecked={(consent) => edit({ consent })} error={fieldErrors.consent}>
        {t.consent}
      </CheckboxField>
      <TextField
        label={t.names}
        hint={t.namesHint}
        name="namesTyped"
        autoComplete="off"
        maxLength={CONTRACT_NAMES_MAX_CHARS}
        value={form.namesTyped}
        onValue={(namesTyped) => edit({ namesTyped })}
        error={fieldErrors.namesTyped}
      />
      <fieldset>
        <legend>{t.withdrawalLegend}</legend>
        <CheckboxField
          name="withdrawalAcknowledged"
          checked={form.withdrawalAcknowledged}
          onChecked={(withdrawalAcknowledged) => edit({ withdrawalAcknowledged })}
          error={fieldErrors.withdrawalAcknowledged}
        >
          {t.withdrawal}
        </CheckboxField>
        <CheckboxField name="expressStart" checked={form.expressStart} onChecked={(expressStart) => edit({ expressStart })}>
          {t.expressStart}
        </CheckboxField>
      </fieldset>
      <FormStatus id={statusId} invalidText={invalid ? t.invalid : null} failure={refusal} />
      {refusal && RELOAD_AFTER.has(refusal) ? (
        <p>
          <button type="button" className="button button-secondary" onClick={() => void reload()}>
            {t.reload}
          </button>
        </p>
      ) : null}
      <button type="submit" className="button" disabled={sending} aria-busy={sending || undefined}>
        {sending ? t.submitting : t.submit}
      </button>
    </form>
  );
}
