import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '../../../domain/booking/booking';
import { expectNoAxeViolationsIn } from '../../../tests/support/axe-dom';
import { aContractBooking, contractWorld } from '../../../tests/support/contract-portal-setup';
import { realContractRenderer } from '../../../tests/support/document-adapters';
import type { ContractRendererPort } from '../../../ports/units/contract-renderer-port';
import { memoryServices, renderAppOn, TEST_ADAPTER_OPTIONS } from '../../../tests/support/render-app';
import { csContractPortal as t } from '../../texts/cs-contract-portal';
import { errorMessage } from '../../texts/cs-errors';

const NOW = new Date('2027-01-15T10:00:00.000Z');

async function portalWith(
  booking: Booking,
  before?: (world: Awaited<ReturnType<typeof contractWorld>>) => Promise<unknown>,
  contractRenderer: () => Promise<ContractRendererPort> = realContractRenderer,
) {
  const services = memoryServices({ ...TEST_ADAPTER_OPTIONS, bookings: [booking], now: () => NOW, contractRenderer });
  const world = await contractWorld(services);
  await before?.(world);
  renderAppOn(services, '/ucet');
  const section = (await screen.findByRole('heading', { level: 4, name: t.heading })).closest('section')!;
  return { world, section, user: userEvent.setup() };
}

async function openContract(booking = aContractBooking()) {
  const opened = await portalWith(booking);
  await opened.user.click(within(opened.section).getByRole('button', { name: t.show }));
  await within(opened.section).findByRole('button', { name: t.submit });
  return opened;
}

async function fillAndAccept({ section, user }: { section: HTMLElement; user: ReturnType<typeof userEvent.setup> }, names = 'Jana Nováková a Petr Svoboda') {
  await user.click(within(section).getByRole('checkbox', { name: t.consent }));
  await user.type(within(section).getByRole('textbox', { name: t.names }), names);
  await user.click(within(section).getByRole('checkbox', { name: t.withdrawal }));
  await user.click(within(section).getByRole('button', { name: t.submit }));
}

describe('Moje svatba: Smlouva', () => {
  it('shows the contract filled from the booking as sanitised HTML, and accepting it shows the record instead of the form', async () => {
    const opened = await openContract();
    const { section, user, world } = opened;
    const text = within(section).getByRole('region', { name: t.textLabel });
    await waitFor(() => expect(within(text).getByRole('heading', { level: 2, name: 'Smlouva o fotografování svatby' })).toBeInTheDocument());
    expect(text).toHaveTextContent('Celý den (32 000 Kč)');
    expect(text).toHaveTextContent('Jana Nováková a Petr Svoboda');
    await expectNoAxeViolationsIn(section);

    await user.click(within(section).getByRole('checkbox', { name: t.expressStart }));
    await fillAndAccept(opened);

    expect(await within(section).findByText(t.acceptedHeading)).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: t.submit })).toBeNull();
    expect(section).toHaveTextContent(t.at(NOW.toISOString()));
    expect(section).toHaveTextContent(`${t.acceptedVersion}1`);
    expect(section).toHaveTextContent(t.expressStartYes);
    expect(world.acceptanceOf('smlouva-1')).toMatchObject({ namesTyped: 'Jana Nováková a Petr Svoboda', expressStart: true, acceptedAt: NOW.toISOString() });
    await expectNoAxeViolationsIn(section);
  });

  it('passes the CMS template through the sanitiser: no script, no handler, no javascript: link reaches the page', async () => {
    const body = '## Smlouva\n\n<script>window.hacked = true</script><img src="x" onerror="window.hacked = true">\n\n[odkaz](javascript:alert(1)) pro **{{snoubenci}}**';
    const { section, user } = await portalWith(aContractBooking(), (world) => world.publishVersion(3, body));
    await user.click(within(section).getByRole('button', { name: t.show }));
    const text = await within(section).findByRole('region', { name: t.textLabel });
    await waitFor(() => expect(within(text).getByRole('heading', { level: 2, name: 'Smlouva' })).toBeInTheDocument());
    expect(text.querySelector('script')).toBeNull();
    expect(text.querySelector('[onerror]')).toBeNull();
    expect(text.querySelector('a[href^="javascript"]')).toBeNull();
    expect(text).toHaveTextContent('pro Jana Nováková a Petr Svoboda');
  });

  it('marks each missing field with its Czech message and code, and sends nothing', async () => {
    const { section, user, world } = await openContract();
    await user.click(within(section).getByRole('button', { name: t.submit }));
    expect(await within(section).findByText(t.invalid)).toBeInTheDocument();
    expect(within(section).getByRole('textbox', { name: t.names })).toHaveAccessibleDescription(expect.stringContaining('field/required'));
    expect(within(section).getByRole('checkbox', { name: t.consent })).toHaveAccessibleDescription(expect.stringContaining('consent/required'));
    expect(within(section).getByRole('checkbox', { name: t.withdrawal })).toHaveAccessibleDescription(expect.stringContaining('contract/withdrawal-required'));
    expect(world.acceptanceOf('smlouva-1')).toBeNull();
    await expectNoAxeViolationsIn(section);
  });

  it('a template changed since it was shown is refused with its code, the names stay, and the new text is loaded to consent to again', async () => {
    const opened = await openContract();
    await opened.world.publishVersion(2, '## Smlouva, verze 2\n\nObjednatelé **{{snoubenci}}**.');
    await fillAndAccept(opened);
    const { section, user, world } = opened;
    expect(await within(section).findByText(errorMessage('contract/text-changed'))).toBeInTheDocument();
    expect(within(section).getByText('contract/text-changed')).toBeInTheDocument();
    expect(within(section).getByRole('textbox', { name: t.names })).toHaveValue('Jana Nováková a Petr Svoboda');
    expect(world.acceptanceOf('smlouva-1')).toBeNull();

    await user.click(within(section).getByRole('button', { name: t.reload }));
    await waitFor(() => expect(within(section).getByRole('region', { name: t.textLabel })).toHaveTextContent('Smlouva, verze 2'));
    expect(within(section).getByRole('textbox', { name: t.names })).toHaveValue('Jana Nováková a Petr Svoboda');
    expect(within(section).getByRole('checkbox', { name: t.consent })).not.toBeChecked();
    expect(within(section).getByRole('checkbox', { name: t.withdrawal })).toBeChecked();
  });

  it('a contract accepted meanwhile in another tab is refused as already accepted, and reloading shows that record', async () => {
    const opened = await openContract();
    await opened.world.acceptElsewhere('smlouva-1', 'Jana a Petr z mobilu');
    await fillAndAccept(opened);
    const { section, user, world } = opened;
    expect(await within(section).findByText('contract/already-accepted')).toBeInTheDocument();
    expect(world.acceptanceOf('smlouva-1')?.namesTyped).toBe('Jana a Petr z mobilu');
    await user.click(within(section).getByRole('button', { name: t.reload }));
    expect(await within(section).findByText(t.acceptedHeading)).toBeInTheDocument();
    expect(section).toHaveTextContent('Jana a Petr z mobilu');
  });

  it('a booking cancelled on the desk meanwhile is refused as not available, with what was typed kept', async () => {
    const opened = await openContract();
    const stored = (await opened.world.bookings.get('smlouva-1'))!;
    await opened.world.bookings.replace({ ...stored, status: 'cancelled' });
    await fillAndAccept(opened, 'Jana a Petr');
    expect(await within(opened.section).findByText('contract/not-available')).toBeInTheDocument();
    expect(within(opened.section).getByText(errorMessage('contract/not-available'))).toBeInTheDocument();
    expect(within(opened.section).getByRole('textbox', { name: t.names })).toHaveValue('Jana a Petr');
    expect(opened.world.acceptanceOf('smlouva-1')).toBeNull();
  });

  it('an accepted contract opens as its record, never as the form again', async () => {
    const { section, user } = await portalWith(aContractBooking(), (world) => world.acceptElsewhere('smlouva-1', 'Jana a Petr', false));
    await user.click(within(section).getByRole('button', { name: t.show }));
    expect(await within(section).findByText(t.acceptedHeading)).toBeInTheDocument();
    expect(section).toHaveTextContent(t.expressStartNo);
    expect(within(section).queryByRole('checkbox')).toBeNull();
  });

  it('a request not yet confirmed says when the contract comes, without asking the server', async () => {
    const { section } = await portalWith(aContractBooking({ status: 'new' }));
    expect(section).toHaveTextContent(t.notYet);
    expect(within(section).queryByRole('button', { name: t.show })).toBeNull();
    await expectNoAxeViolationsIn(section);
  });

  describe('Stáhnout PDF', () => {
    afterEach(() => vi.restoreAllMocks());

    it('hands the browser the accepted contract as a PDF file named after the booking', async () => {
      const created: Blob[] = [];
      vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (created.push(blob as Blob), 'blob:smlouva'));
      vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
      const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        expect(this.download).toBe('smlouva-smlouva-1-v1.pdf');
      });
      const { section, user } = await portalWith(aContractBooking(), (world) => world.acceptElsewhere('smlouva-1'));
      await user.click(within(section).getByRole('button', { name: t.show }));
      await user.click(await within(section).findByRole('button', { name: t.downloadPdf }));
      await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1), { timeout: 60_000 });
      expect(created[0]?.type).toBe('application/pdf');
      const head = new TextDecoder().decode(new Uint8Array(await created[0]!.arrayBuffer()).slice(0, 5));
      expect(head).toBe('%PDF-');
      await expectNoAxeViolationsIn(section);
    }, 120_000);

    it('says why a download failed, with its code, and keeps the button for another try', async () => {
      const broken = async (): Promise<ContractRendererPort> => Promise.reject(new Error('offline'));
      const { section, user } = await portalWith(aContractBooking(), (world) => world.acceptElsewhere('smlouva-1'), broken);
      await user.click(within(section).getByRole('button', { name: t.show }));
      await user.click(await within(section).findByRole('button', { name: t.downloadPdf }));
      expect(await within(section).findByText('network/unavailable')).toBeInTheDocument();
      expect(within(section).getByRole('button', { name: t.downloadPdf })).toBeEnabled();
      await expectNoAxeViolationsIn(section);
    });
  });
});
