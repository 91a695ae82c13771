import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../../../src/shared/ui/button/button';
import { Card } from '../../../src/shared/ui/card/card';
import { DataList } from '../../../src/shared/ui/data-list/data-list';
import { StatusBadge } from '../../../src/shared/ui/status-badge/status-badge';
import { uiStoryFrame } from '../../support/desk-theme';

const meta = {
  title: 'Shared/UI/Card',
  ...uiStoryFrame,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A panel of the booking page: the couple's facts as a description list, the status beside the title. */
export const WithDataList: Story = {
  name: 'Snoubenci a svatba',
  render: () => (
    <Card title="Jana a Petr Škodovi" actions={<StatusBadge status="confirmed" />}>
      <DataList
        items={[
          { term: 'Datum svatby', value: 'sobota 14. 8. 2027' },
          { term: 'Místo', value: 'Zámek Hluboká, Hluboká nad Vltavou' },
          { term: 'E-mail', value: 'jana@example.cz' },
          { term: 'Telefon', value: '+420 777 123 456' },
          { term: 'Balíček', value: 'Celý den (39 000 Kč)' },
          { term: 'Poznámka', value: '' },
        ]}
      />
    </Card>
  ),
};

export const WithFooter: Story = {
  name: 'S patičkou',
  render: () => (
    <Card
      title="Záloha"
      level={3}
      footer={
        <>
          <Button variant="primary" size="sm">Zaznamenat platbu</Button>
          <Button variant="quiet" size="sm">Poslat připomínku</Button>
        </>
      }
    >
      <p>11 700 Kč, splatná do 1. 7. 2027 (variabilní symbol 2708214321).</p>
    </Card>
  ),
};

/** A phone's list of bookings: articles, each named by the couple. */
export const CardList: Story = {
  name: 'Seznam karet (telefon)',
  render: () => (
    <div className="ui-story-stack">
      {['Jana a Petr', 'Eva a Jakub', 'Lucie a Martin'].map((couple, index) => (
        <Card key={couple} as="article" title={couple} level={3} actions={<StatusBadge status={(['new', 'confirmed', 'deposit-paid'] as const)[index]!} />}>
          <p>{14 + index}. 8. 2027 · Praha</p>
        </Card>
      ))}
    </div>
  ),
};
