import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Table, type TableColumn, type TableSort } from './table';

interface Row {
  id: string;
  couple: string;
  date: string;
  price: string;
}
const rows: Row[] = [
  { id: 'a', couple: 'Jana a Petr', date: '14. 8. 2027', price: '39 000 Kč' },
  { id: 'b', couple: 'Eva a Jakub', date: '19. 6. 2027', price: '24 000 Kč' },
];
const columns: TableColumn<Row>[] = [
  { id: 'couple', header: 'Snoubenci', cell: (row) => row.couple, isRowHeader: true },
  { id: 'date', header: 'Datum svatby', cell: (row) => row.date, sortable: true },
  { id: 'price', header: 'Cena', cell: (row) => row.price, align: 'end', hideWhenNarrow: true },
];

function Sorted() {
  const [sort, setSort] = useState<TableSort>({ column: 'date', direction: 'ascending' });
  return <Table caption="Rezervace" columns={columns} rows={rows} rowKey={(row) => row.id} sort={sort} onSortChange={setSort} />;
}

describe('Table', () => {
  it('is a real table: caption, column headers and a row header naming each row', () => {
    render(<Sorted />);
    const table = screen.getByRole('table', { name: 'Rezervace' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Snoubenci', 'Datum svatby▲', 'Cena']);
    expect(within(table).getByRole('rowheader', { name: 'Jana a Petr' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('asks its owner to sort and says how it is sorted (aria-sort)', async () => {
    const user = userEvent.setup();
    render(<Sorted />);
    const header = screen.getByRole('columnheader', { name: /Datum svatby/ });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(header).getByRole('button', { name: /Datum svatby/ }));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Snoubenci' })).not.toHaveAttribute('aria-sort');
  });

  it('says when there is nothing, in one cell across', () => {
    render(<Table caption="Rezervace" columns={columns} rows={[]} rowKey={(row) => row.id} empty="Filtru neodpovídá žádná rezervace." />);
    const cell = screen.getByRole('cell', { name: 'Filtru neodpovídá žádná rezervace.' });
    expect(cell).toHaveAttribute('colspan', '3');
  });

  it('scrolling inside itself, is a named region the keyboard can reach', () => {
    render(<Table caption="Rezervace" columns={columns} rows={rows} rowKey={(row) => row.id} maxHeight="20rem" />);
    const region = screen.getByRole('region', { name: /Rezervace/ });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table'));
  });
});
