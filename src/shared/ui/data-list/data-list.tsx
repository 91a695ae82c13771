import type { ReactNode } from 'react';

export interface DataListItem {
  term: string;
  /** Empty values are left out, so a booking page never shows a row of dashes. */
  value: ReactNode;
}

/** Label/value pairs (a booking's couple, wedding, money) as a description list: two columns, stacked on a phone. */
export function DataList({ items, className }: { items: readonly DataListItem[]; className?: string }) {
  const shown = items.filter((item) => item.value !== null && item.value !== undefined && item.value !== '');
  return (
    <dl className={`ui-data-list${className ? ` ${className}` : ''}`}>
      {shown.map((item) => (
        <div key={item.term} className="ui-data-list__row">
          <dt>{item.term}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
