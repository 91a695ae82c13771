import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../../ports/tokens';
import type { RecordedBankTransaction } from '../../../ports/units/bank-import-port';
import { asAdmin } from '../../../tests/support/admin-session';
import { aBooking } from '../../../tests/support/booking-mother';
import { csAdmin } from '../../texts/cs-admin';
import { csAdminPayments } from '../../texts/cs-admin-payments';
import { errorMessage } from '../../texts/cs-errors';

const t = csAdminPayments;
// Testing Library reads the page's non-breaking spaces (formatHalere) as plain ones.
const SPACE = ' ';
const gpc = readFileSync(resolve(process.cwd(), 'domain/bank/samples/gpc-abo-cs.gpc'));

const payment = (bankId: string, fields: Partial<RecordedBankTransaction>): RecordedBankTransaction => ({
  bankId,
  date: '2027-03-02',
  amountHalere: 1_000_000,
  currency: 'CZK',
  variableSymbol: null,
  counterAccount: '19-2000145399/0800',
  message: 'Záloha svatba',
  reversal: false,
  match: { kind: 'unassigned', reason: 'no-symbol' },
  source: 'camt053',
  importedAt: '2027-03-03T08:00:00.000Z',
  ...fields,
});
const withoutSymbol = payment('p-1', { amountHalere: 1_250_050, date: '2027-03-04' });
const unknownSymbol = payment('p-2', { variableSymbol: '2706120099', match: { kind: 'unassigned', reason: 'unknown-symbol' }, counterAccount: null, message: null });
const couple = aBooking({ id: 'b-jana', contact: { coupleNames: 'Jana a Petr', email: 'jana@example.cz', phone: '+420777000111' }, status: 'confirmed', weddingDate: '2027-06-12' });

const rows = () => within(screen.getByRole('table', { name: t.unassigned.title })).getAllByRole('row').slice(1);
const rowOf = (text: string) => rows().find((row) => row.textContent?.includes(text))!;

describe('the desk\'s bank screen (/admin/platby)', () => {
  it('lists the unassigned payments newest first: date, the amount to the haléř, account, symbol, message and why', async () => {
    await asAdmin('/admin/platby', [couple], { bankPayments: [unknownSymbol, withoutSymbol] });
    await screen.findByRole('heading', { level: 1, name: t.title });
    expect(screen.getByRole('link', { name: csAdmin.nav.payments })).toHaveAttribute('aria-current', 'page');
    const [first, second] = rows();
    expect(first).toHaveTextContent(`4. března 2027`);
    expect(first).toHaveTextContent(`12${SPACE}500,50${SPACE}Kč`);
    expect(first).toHaveTextContent('19-2000145399/0800');
    expect(first).toHaveTextContent(t.unassigned.reasons['no-symbol']);
    expect(second).toHaveTextContent('2706120099');
    expect(second).toHaveTextContent(t.unassigned.reasons['unknown-symbol']);
  });

  it('filters the unassigned payments by what the photographer remembers: the amount, a part of the symbol or a word of the message', async () => {
    const { user } = await asAdmin('/admin/platby', [couple], { bankPayments: [unknownSymbol, withoutSymbol] });
    await screen.findByRole('heading', { level: 1, name: t.title });
    const filter = screen.getByRole('searchbox', { name: t.unassigned.filter });
    await user.type(filter, '12 500,50 Kč');
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('19-2000145399/0800');
    expect(screen.getByText(t.unassigned.filtered(1, 2))).toBeInTheDocument();
    await user.clear(filter);
    await user.type(filter, '0099');
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('2706120099');
    await user.clear(filter);
    await user.type(filter, 'zaloha svatba');
    expect(rows().map((row) => row.textContent)).toEqual([expect.stringContaining('Záloha svatba')]);
    await user.type(filter, ' Pavla');
    expect(screen.getByText(t.unassigned.noMatch)).toBeInTheDocument();
  });

  it('imports an uploaded statement, shows what it did in Czech and lists its unassigned payments; the same file again is all duplicates', async () => {
    const { user } = await asAdmin('/admin/platby', [couple]);
    await screen.findByText(t.unassigned.empty);
    await user.upload(screen.getByLabelText(t.upload.file), new File([gpc], 'vypis-brezen.gpc'));
    expect(screen.getByRole('status')).toHaveTextContent(t.upload.chosen('vypis-brezen.gpc'));
    await user.click(screen.getByRole('button', { name: t.upload.submit }));
    const result = await screen.findByRole('region', { name: t.result.title });
    expect(result).toHaveTextContent(t.result.format('gpc'));
    expect(within(result).getByText(t.result.fresh).nextSibling).toHaveTextContent('6');
    expect(within(result).getByText(t.result.kinds.unassigned).nextSibling).toHaveTextContent('3');
    expect(within(result).getByText(t.result.kinds['not-incoming']).nextSibling).toHaveTextContent('3');
    expect(rows()).toHaveLength(3);
    expect(rowOf('Jana Nováková')).toBeDefined();

    await user.upload(screen.getByLabelText(t.upload.file), new File([gpc], 'vypis-brezen.gpc'));
    await user.click(screen.getByRole('button', { name: t.upload.submit }));
    await screen.findByText(t.result.kinds.duplicate);
    expect(within(screen.getByRole('region', { name: t.result.title })).getByText(t.result.fresh).nextSibling).toHaveTextContent('0');
    expect(rows()).toHaveLength(3);
  });

  it('refuses a broken statement with the Czech message and its code, keeping the chosen file for another try', async () => {
    const { user } = await asAdmin('/admin/platby', [couple]);
    await screen.findByRole('heading', { level: 1, name: t.title });
    await user.upload(screen.getByLabelText(t.upload.file), new File([gpc.subarray(0, 300)], 'nedostazeny.gpc'));
    await user.click(screen.getByRole('button', { name: t.upload.submit }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(errorMessage('bank/statement-malformed'));
    expect(alert).toHaveTextContent('bank/statement-malformed');
    expect(screen.getByText(t.upload.chosen('nedostazeny.gpc'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.upload.submit })).toBeEnabled();
    expect(screen.queryByRole('region', { name: t.result.title })).toBeNull();
  });

  it('assigns a payment to the booking found by the couple\'s name: it leaves the list, also when the page is read again', async () => {
    const { user } = await asAdmin('/admin/platby', [couple], { bankPayments: [withoutSymbol, unknownSymbol] });
    await screen.findByRole('heading', { level: 1, name: t.title });
    await user.click(within(rowOf('12')).getByRole('button', { name: t.unassigned.assign }));
    await user.type(screen.getByLabelText(t.assign.search, { selector: 'input' }), 'jana');
    await user.click(screen.getByRole('button', { name: t.assign.searchSubmit }));
    await user.click(await screen.findByRole('button', { name: t.assign.choose('Jana a Petr', '12. června 2027') }));
    expect(await screen.findByText(t.assign.done(`12${SPACE}500,50${SPACE}Kč`, 'Jana a Petr'))).toBeInTheDocument();
    expect(rows()).toHaveLength(1);

    await user.click(screen.getByRole('link', { name: csAdmin.nav.calendar }));
    await user.click(await screen.findByRole('link', { name: csAdmin.nav.payments }));
    await screen.findByRole('heading', { level: 1, name: t.title });
    expect(rows().map((row) => row.textContent)).toEqual([expect.stringContaining('2706120099')]);
  });

  it('lists a request still to confirm among the results with why it cannot take the payment, and offers only the booking that owes money', async () => {
    const request = aBooking({ id: 'b-jana-nova', contact: { coupleNames: 'Jana a Karel', email: 'jana.k@example.cz', phone: '+420777000112' }, status: 'new', weddingDate: '2027-08-14' });
    const { user } = await asAdmin('/admin/platby', [couple, request], { bankPayments: [withoutSymbol] });
    await screen.findByRole('heading', { level: 1, name: t.title });
    await user.click(within(rowOf('12')).getByRole('button', { name: t.unassigned.assign }));
    await user.type(screen.getByLabelText(t.assign.search, { selector: 'input' }), 'jana');
    await user.click(screen.getByRole('button', { name: t.assign.searchSubmit }));
    const refused = await screen.findByRole('button', { name: t.assign.choose('Jana a Karel', '14. srpna 2027') });
    expect(refused).toBeDisabled();
    expect(refused).toHaveAccessibleDescription(t.assign.notPayable(csAdmin.status.new));
    expect(screen.getByRole('button', { name: t.assign.choose('Jana a Petr', '12. června 2027') })).toBeEnabled();
  });

  it('shows a refused assignment in Czech with its code, keeping the search and its results', async () => {
    const { user, services } = await asAdmin('/admin/platby', [couple], { bankPayments: [withoutSymbol] });
    await screen.findByRole('heading', { level: 1, name: t.title });
    await user.click(within(rowOf('12')).getByRole('button', { name: t.unassigned.assign }));
    await user.type(screen.getByLabelText(t.assign.search, { selector: 'input' }), 'jana');
    await user.click(screen.getByRole('button', { name: t.assign.searchSubmit }));
    const choose = await screen.findByRole('button', { name: t.assign.choose('Jana a Petr', '12. června 2027') });
    // Another tab assigned it meanwhile.
    await services.get(TOKENS.BankDesk).assign(withoutSymbol.bankId, couple.id);
    await user.click(choose);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(errorMessage('bank/payment-already-assigned'));
    expect(alert).toHaveTextContent('bank/payment-already-assigned');
    expect(screen.getByLabelText(t.assign.search, { selector: 'input' })).toHaveValue('jana');
    expect(screen.getByRole('button', { name: t.assign.choose('Jana a Petr', '12. června 2027') })).toBeInTheDocument();
  });

  it('switches the document policy: the deposit invoice only after the contract, saved at once and kept', async () => {
    const { user, services } = await asAdmin('/admin/platby', [couple]);
    const box = await screen.findByRole('checkbox', { name: t.policy.afterContract });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(t.policy.hint);
    await user.click(box);
    expect(await screen.findByText(t.policy.saved)).toBeInTheDocument();
    expect(box).toBeChecked();
    expect(await services.get(TOKENS.BankDesk).documentPolicy()).toEqual({ depositInvoiceAfterContract: true });
    await user.click(box);
    await screen.findByText(t.policy.saved);
    expect(await services.get(TOKENS.BankDesk).documentPolicy()).toEqual({ depositInvoiceAfterContract: false });
  });
});
