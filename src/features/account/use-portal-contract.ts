import { useCallback, useState } from 'react';
import { validateAcceptanceRequest, type ContractAcceptanceField } from '../../../domain/contract/contract-acceptance';
import type { MyContract } from '../../../domain/contract/contract-view';
import { fieldsOf, isDomainError, isErrorCode, type ErrorCode, type FieldErrors } from '../../../domain/errors';
import { TOKENS } from '../../../ports/tokens';
import { useService } from '../../shared/services/services-context';

export interface ContractForm {
  namesTyped: string;
  consent: boolean;
  withdrawalAcknowledged: boolean;
  expressStart: boolean;
}

export type ContractView =
  | { state: 'closed' }
  | { state: 'loading' }
  | { state: 'failed'; code: ErrorCode }
  | { state: 'shown'; contract: MyContract };

const EMPTY_FORM: ContractForm = { namesTyped: '', consent: false, withdrawalAcknowledged: false, expressStart: false };

function codeOf(error: unknown): ErrorCode {
  return isDomainError(error) && isErrorCode(error.code) ? error.code : 'network/unavailable';
}

/**
 * One booking's contract on the couple's screen: loaded when opened, the form's values kept here (not in the form), so
 * a refusal, a reload of a changed text or a retry never loses what the couple typed. The form is checked by the same
 * rule as on the server before anything is sent; the server's refusal is shown with its code.
 */
export function usePortalContract(bookingId: string) {
  const contracts = useService(TOKENS.CoupleContract);
  const [view, setView] = useState<ContractView>({ state: 'closed' });
  const [form, setForm] = useState<ContractForm>(EMPTY_FORM);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<ContractAcceptanceField>>({});
  const [refusal, setRefusal] = useState<ErrorCode | null>(null);
  const [sending, setSending] = useState(false);

  const load = useCallback(async () => {
    setView({ state: 'loading' });
    try {
      setView({ state: 'shown', contract: await contracts.myContract(bookingId) });
    } catch (error) {
      setView({ state: 'failed', code: codeOf(error) });
    }
  }, [contracts, bookingId]);

  /** A changed text is a different contract: the couple ticks their consent to it again; the rest stays as typed. */
  const reload = useCallback(async () => {
    setRefusal(null);
    setForm((current) => ({ ...current, consent: false }));
    await load();
  }, [load]);

  const edit = useCallback((change: Partial<ContractForm>) => {
    setForm((current) => ({ ...current, ...change }));
    setFieldErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(change)) delete next[key as ContractAcceptanceField];
      return next;
    });
  }, []);

  async function accept(): Promise<void> {
    if (view.state !== 'shown' || view.contract.state !== 'open' || sending) return;
    const checked = validateAcceptanceRequest({ bookingId, textSha256: view.contract.textSha256, ...form });
    setRefusal(null);
    if (!checked.ok) {
      setFieldErrors(checked.errors);
      return;
    }
    setSending(true);
    try {
      const acceptance = await contracts.acceptContract(checked.value);
      setView({ state: 'shown', contract: { state: 'accepted', acceptance } });
    } catch (error) {
      const fields = isDomainError(error) ? fieldsOf(error) : undefined;
      if (fields) setFieldErrors(fields as FieldErrors<ContractAcceptanceField>);
      setRefusal(codeOf(error));
    } finally {
      setSending(false);
    }
  }

  return { view, form, fieldErrors, refusal, sending, load, reload, edit, accept };
}

export type PortalContractModel = ReturnType<typeof usePortalContract>;
