import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoContent } from '../../../adapters/memory/demo-content/demo-content';
import { asAdmin } from '../../../tests/support/admin-session';
import { csAdminPayments } from '../../texts/cs-admin-payments';
import { errorMessage } from '../../texts/cs-errors';

const t = csAdminPayments;
const withTrader = (trader: Partial<typeof demoContent.siteSettings.trader>) => ({
  ...demoContent,
  siteSettings: { ...demoContent.siteSettings, trader: { ...demoContent.siteSettings.trader, ...trader } },
});

describe('the desk\'s warning when the trader\'s identity cannot issue documents (/admin/platby)', () => {
  it('names each missing or wrong field in Czech', async () => {
    await asAdmin('/admin/platby', [], { content: withTrader({ registerEntry: '', ico: '06814272', vat: { payer: true, dic: '', ratePercent: 21 } }) });
    await screen.findByRole('heading', { level: 1, name: t.title });
    const warning = screen.getByText(t.trader.title).closest('.ui-alert') as HTMLElement;
    const items = [...warning.querySelectorAll('li')].map((item) => item.textContent);
    expect(items).toEqual([
      `${t.trader.fields.ico}: ${errorMessage('document/trader-ico-invalid')}`,
      `${t.trader.fields.registerEntry}: ${t.trader.missing}`,
      `${t.trader.fields.dic}: ${t.trader.missing}`,
    ]);
  });

  it('says nothing when the identity is complete (the demo\'s)', async () => {
    await asAdmin('/admin/platby', []);
    await screen.findByText(t.unassigned.empty);
    expect(screen.queryByText(t.trader.title)).not.toBeInTheDocument();
  });
});
