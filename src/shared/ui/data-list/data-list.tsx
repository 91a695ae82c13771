import type { ReactNode } from 'react';

export interface DataListItem {
  term: string;
  /** Empty values are left out, so a booking page never shows a row of dashes. */
  value: ReactNode;
}

/** One label and its value; labels are unique within a list (they key the rows). */
export type LabelledRow = readonly [label: string, value: ReactNode];

/**
 * Label/value rows as a description list, every row a `<div>` holding its `<dt>` and `<dd>`: the one markup the
 * desk's and the portal's lists of pairs share; `className` (and `rowClassName`) choose how it looks.
 */
export function LabelledRows({ rows, className, rowClassName }: { rows: readonly LabelledRow[]; className: string; rowClassName?: string }) {
  return (
    <dl className={className}>
      {rows.map(([label, value]) => (
        <div key={label} className={rowClassName}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Label/value pairs (a booking's couple, wedding, money) as a description list: two columns, stacked on a phone. */
export function DataList({ items, className }: { items: readonly DataListItem[]; className?: string }) {
  const shown = items.filter((item) => item.value !== null && item.value !== undefined && item.value !== '');
  return <LabelledRows rows={shown.map((item) => [item.term, item.value])} className={`ui-data-list${className ? ` ${className}` : ''}`} rowClassName="ui-data-list__row" />;
}
