import { useId, useState, type FormEvent } from 'react';
import { BILLING_FIELDS, billingInputOf, billingSummary, type BillingDetails, type BillingInput } from '../../../domain/documents/billing-details';
import { fieldsOf, isDomainError, type ErrorCode } from '../../../domain/errors';
import { csBilling as t } from '../../texts/cs-billing';
import { Alert } from '../ui/alert/alert';
import { TextField } from '../forms/text-field';

interface SaveState {
  pending: boolean;
  error: ErrorCode | null;
  fields: Record<string, ErrorCode>;
  done: string | null;
}

const IDLE: SaveState = { pending: false, error: null, fields: {}, done: null };

/**
 * "Fakturační údaje" as a summary with a form behind a button, for the couple's portal and the desk alike: `save`
 * answers once the server has stored them (null clears them) and throws the domain's refusal, whose field codes mark
 * the fields while everything typed stays in the form.
 */
export function BillingDetailsForm({ details, save, emptyText }: { details: BillingDetails | undefined; save: (billing: BillingInput | null) => Promise<unknown>; emptyText: string }) {
  const prefix = useId();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<BillingInput>(() => billingInputOf(details));
  const [state, setState] = useState<SaveState>(IDLE);

  async function run(billing: BillingInput | null) {
    setState({ ...IDLE, pending: true });
    try {
      await save(billing);
      setState({ ...IDLE, done: billing ? t.saved : t.cleared });
      setOpen(false);
    } catch (error) {
      const code = isDomainError(error) ? error.code : 'network/unavailable';
      setState({ ...IDLE, error: code, fields: (isDomainError(error) && fieldsOf(error)) || {} });
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void run(values);
  }

  return (
    <div className="billing-details">
      <p>{details ? billingSummary(details) : emptyText}</p>
      {open ? (
        <form onSubmit={submit} noValidate>
          {BILLING_FIELDS.map((field) => (
            <TextField
              key={field}
              id={`${prefix}-${field}`}
              label={t.fields[field]}
              value={values[field]}
              onValue={(value) => setValues((v) => ({ ...v, [field]: value }))}
              error={state.fields[field] ?? null}
              required={field !== 'ico' && field !== 'dic'}
              autoComplete={AUTOCOMPLETE[field]}
              {...(field === 'postalCode' ? { hint: t.postalCodeHint, inputMode: 'numeric' as const } : {})}
            />
          ))}
          <p>
            <button type="submit" disabled={state.pending}>
              {state.pending ? t.saving : t.save}
            </button>{' '}
            <button type="button" disabled={state.pending} onClick={() => setOpen(false)}>
              {t.cancel}
            </button>{' '}
            {details ? (
              <button type="button" disabled={state.pending} onClick={() => void run(null)}>
                {t.clear}
              </button>
            ) : null}
          </p>
        </form>
      ) : (
        <p>
          <button
            type="button"
            onClick={() => {
              setValues(billingInputOf(details));
              setState(IDLE);
              setOpen(true);
            }}
          >
            {details ? t.edit : t.fill}
          </button>
        </p>
      )}
      <p role="status">{state.done ?? ''}</p>
      {/* A refused field is marked at the field; the box is for a failure no field explains (the network, a foreign booking). */}
      {state.error && Object.keys(state.fields).length === 0 ? <Alert tone="error" title={t.failed} error={state.error} /> : null}
    </div>
  );
}

const AUTOCOMPLETE: Record<keyof BillingInput, string> = {
  name: 'name',
  street: 'street-address',
  city: 'address-level2',
  postalCode: 'postal-code',
  ico: 'off',
  dic: 'off',
};
