import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataList, LabelledRows } from './data-list';

describe('DataList', () => {
  it('pairs each term with its value and leaves out the empty ones', () => {
    render(
      <DataList
        items={[
          { term: 'Datum svatby', value: '14. 8. 2027' },
          { term: 'Telefon', value: '' },
          { term: 'Balíček', value: 'Celý den' },
        ]}
      />,
    );
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(['Datum svatby', 'Balíček']);
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['14. 8. 2027', 'Celý den']);
  });

  it('renders labelled rows in order with the list\'s own class and no row class unless asked, keeping every value', () => {
    const { container } = render(<LabelledRows className="admin-fields" rows={[['Stav', 'Přijata'], ['Verze', ''], ['E-mail', <a href="mailto:jana@example.cz">jana@example.cz</a>]]} />);
    expect(container.innerHTML).toBe(
      '<dl class="admin-fields"><div><dt>Stav</dt><dd>Přijata</dd></div><div><dt>Verze</dt><dd></dd></div><div><dt>E-mail</dt><dd><a href="mailto:jana@example.cz">jana@example.cz</a></dd></div></dl>',
    );
  });
});
