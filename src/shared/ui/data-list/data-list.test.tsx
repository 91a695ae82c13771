import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataList } from './data-list';

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
});
