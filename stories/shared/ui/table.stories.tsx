import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { bookingStatuses, type BookingStatus } from '../../../domain/booking/booking';
import { EmptyState } from '../../../src/shared/ui/empty-state/empty-state';
import { StatusBadge } from '../../../src/shared/ui/status-badge/status-badge';
import { Table, type TableColumn, type TableSort } from '../../../src/shared/ui/table/table';
import { uiStoryFrame } from '../../support/desk-theme';

const meta = {
  title: 'Shared/UI/Table',
  ...uiStoryFrame,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

interface Row {
  id: string;
  couple: string;
  date: string;
  status: BookingStatus;
  received: string;
  price: number;
}

const names = ['Jana a Petr', 'Eva a Jakub', 'Lucie a Martin', 'Klára a Tomáš', 'Tereza a Ondřej', 'Anna a Vojtěch', 'Barbora a Jan'];
// A busy season: 40 bookings, every status, for the density (20+ rows on a laptop) and the sticky header.
const season: Row[] = Array.from({ length: 40 }, (_, i) => ({
  id: `b-${i}`,
  couple: `${names[i % names.length]!} ${i + 1}`,
  date: `2027-${String(5 + (i % 5)).padStart(2, '0')}-${String(1 + ((i * 3) % 28)).padStart(2, '0')}`,
  status: bookingStatuses[i % bookingStatuses.length]!,
  received: `2027-01-${String(1 + (i % 28)).padStart(2, '0')}`,
  price: 18000 + (i % 4) * 7000,
}));

const czDate = (iso: string) => `${Number(iso.slice(8))}. ${Number(iso.slice(5, 7))}. ${iso.slice(0, 4)}`;
const columns: TableColumn<Row>[] = [
  { id: 'couple', header: 'Snoubenci', isRowHeader: true, cell: (row) => <Link to={`/admin/bookings/${row.id}`}>{row.couple}</Link> },
  { id: 'date', header: 'Datum svatby', sortable: true, cell: (row) => czDate(row.date) },
  { id: 'status', header: 'Stav', cell: (row) => <StatusBadge status={row.status} /> },
  { id: 'received', header: 'Přijato', sortable: true, hideWhenNarrow: true, cell: (row) => czDate(row.received) },
  { id: 'price', header: 'Cena', align: 'end', hideWhenNarrow: true, cell: (row) => `${row.price.toLocaleString('cs-CZ')} Kč` },
];

function SortedSeason({ maxHeight }: { maxHeight?: string }) {
  const [sort, setSort] = useState<TableSort>({ column: 'date', direction: 'ascending' });
  const rows = useMemo(() => {
    const key = sort.column === 'received' ? 'received' : 'date';
    const sorted = [...season].sort((a, b) => a[key].localeCompare(b[key]));
    return sort.direction === 'ascending' ? sorted : sorted.reverse();
  }, [sort]);
  return <Table caption="Rezervace sezóny 2027" columns={columns} rows={rows} rowKey={(row) => row.id} sort={sort} onSortChange={setSort} maxHeight={maxHeight} rowTone={(row) => (row.status === 'confirmed' ? 'warning' : undefined)} />;
}

/** The header sticks to the top of the page as the list scrolls. */
export const BusySeason: Story = { name: 'Plná sezóna (40 řádků)', render: () => <SortedSeason /> };

/** Scrolling inside a fixed height: a named region reachable by Tab, the header stays. */
export const ScrollingInside: Story = { name: 'Posuv uvnitř (pevná výška)', render: () => <SortedSeason maxHeight="24rem" /> };

export const Empty: Story = {
  name: 'Prázdná',
  render: () => (
    <Table caption="Rezervace" columns={columns} rows={[]} rowKey={(row) => row.id} empty={<EmptyState title="Filtru neodpovídá žádná rezervace" level={3} />} />
  ),
};
