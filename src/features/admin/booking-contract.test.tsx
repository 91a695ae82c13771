import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContractRendererPort } from '../../../ports/units/contract-renderer-port';
import { TOKENS } from '../../../ports/tokens';
import { expectNoAxeViolationsIn } from '../../../tests/support/axe-dom';
import { aContractBooking, contractWorld } from '../../../tests/support/contract-portal-setup';
import { realContractRenderer } from '../../../tests/support/document-adapters';
import { memoryServices, renderAppOn, TEST_ADAPTER_OPTIONS } from '../../../tests/support/render-app';
import { csAdminContract as t } from '../../texts/cs-admin-contract';

const NOW = new Date('2027-01-15T10:00:00.000Z');

async function detail({ accepted, contractRenderer = realContractRenderer }: { accepted: boolean; contractRenderer?: () => Promise<ContractRendererPort> }) {
  const services = memoryServices({ ...TEST_ADAPTER_OPTIONS, bookings: [aContractBooking()], now: () => NOW, contractRenderer });
  const world = await contractWorld(services);
  const record = accepted ? await world.acceptElsewhere('smlouva-1', 'Jana Nováková a Petr Svoboda', true) : null;
  await services.get(TOKENS.AdminAuth).signIn({ identifier: 'fotograf@example.cz', password: 'Fotograf2027' });
  renderAppOn(services, '/admin/bookings/smlouva-1');
  const section = await screen.findByRole('region', { name: t.heading });
  return { section, record, user: userEvent.setup() };
}

describe('the contract in the desk\'s booking detail', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says the couple has not accepted yet, with no download', async () => {
    const { section } = await detail({ accepted: false });
    expect(await within(section).findByText(t.notAccepted)).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: t.download })).toBeNull();
    await expectNoAxeViolationsIn(section);
  });

  it('shows when, which version, the names, the e-mail and the shortened hash of an accepted contract', async () => {
    const { section, record } = await detail({ accepted: true });
    expect(await within(section).findByText(t.accepted)).toBeInTheDocument();
    expect(section).toHaveTextContent(t.at(NOW.toISOString()));
    expect(section).toHaveTextContent('Jana Nováková a Petr Svoboda');
    expect(section).toHaveTextContent(record!.email);
    const hash = within(section).getByText(t.shortHash(record!.textSha256));
    expect(hash).toHaveAttribute('title', t.hashTitle(record!.textSha256));
    expect(section).not.toHaveTextContent(record!.textSha256);
    expect(section).toHaveTextContent(t.expressStartYes);
    await expectNoAxeViolationsIn(section);
  });

  it('"Stáhnout smlouvu" hands the browser the accepted PDF', async () => {
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (created.push(blob as Blob), 'blob:smlouva'));
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { section, user } = await detail({ accepted: true });
    await user.click(await within(section).findByRole('button', { name: t.download }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1), { timeout: 60_000 });
    expect(created[0]?.type).toBe('application/pdf');
    expect(new TextDecoder().decode(new Uint8Array(await created[0]!.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  }, 120_000);

  it('a download that fails says why with its code', async () => {
    const { section, user } = await detail({ accepted: true, contractRenderer: async () => Promise.reject(new Error('offline')) });
    await user.click(await within(section).findByRole('button', { name: t.download }));
    expect(await within(section).findByText('network/unavailable')).toBeInTheDocument();
    await expectNoAxeViolationsIn(section);
  });
});
