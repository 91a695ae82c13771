import { useId, type CSSProperties, type ReactNode } from 'react';
import { csUi } from '../../../texts/cs-ui';

export type SortDirection = 'ascending' | 'descending';

export interface TableSort {
  column: string;
  direction: SortDirection;
}

export interface TableColumn<Row> {
  id: string;
  header: string;
  cell(row: Row): ReactNode;
  /** Numbers and money line up on the right. */
  align?: 'start' | 'end';
  /** The cell that names its row (the couple): a row header for screen readers. */
  isRowHeader?: boolean;
  sortable?: boolean;
  /** Left out on narrow screens (below 640 px), where a phone layout shows cards anyway. */
  hideWhenNarrow?: boolean;
  width?: string;
}

export interface TableProps<Row> {
  /** Names the table (and its scroll region); `captionHidden` keeps it for screen readers only. */
  caption: string;
  captionHidden?: boolean;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string;
  /** Shown in one cell across the table when there are no rows. */
  empty?: ReactNode;
  /** Sorting is the owner's (the desk's lists sort on the server): headers only ask for it. */
  sort?: TableSort;
  onSortChange?(sort: TableSort): void;
  /**
   * With a height the table scrolls inside itself under a header that stays; without one the header sticks to the
   * top of the page (`--table-sticky-top` leaves room for a sticky page header).
   */
  maxHeight?: string;
  /** Marks rows (data-tone) for the owner's emphasis, e.g. an overdue deposit. */
  rowTone?(row: Row): 'warning' | 'danger' | undefined;
}

/** A dense data table with real table semantics, a sticky header and sortable columns. */
export function Table<Row>({ caption, captionHidden, columns, rows, rowKey, empty, sort, onSortChange, maxHeight, rowTone }: TableProps<Row>) {
  const captionId = useId();
  const scrolls = maxHeight !== undefined;
  const style = scrolls ? ({ maxHeight } satisfies CSSProperties) : undefined;
  return (
    <div
      className={`ui-table-frame${scrolls ? ' ui-table-frame--scroll' : ''}`}
      style={style}
      // A scrolling frame must be reachable by keyboard to be scrolled; it is then a region named by the caption.
      {...(scrolls ? { role: 'region', tabIndex: 0, 'aria-label': csUi.table.scrollRegion(caption) } : {})}
    >
      <table className="ui-table">
        <caption id={captionId} className={captionHidden ? 'visually-hidden' : 'ui-table__caption'}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={cellClass(column)}
                style={column.width ? { width: column.width } : undefined}
                aria-sort={column.sortable && sort?.column === column.id ? sort.direction : undefined}
              >
                {column.sortable && onSortChange ? <SortButton column={column} sort={sort} onSortChange={onSortChange} /> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="ui-table__empty">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} data-tone={rowTone?.(row)}>
                {columns.map((column) =>
                  column.isRowHeader ? (
                    <th key={column.id} scope="row" className={cellClass(column)}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.id} className={cellClass(column)}>
                      {column.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

function cellClass(column: TableColumn<never>): string | undefined {
  const classes = [column.align === 'end' ? 'ui-table__cell--end' : '', column.hideWhenNarrow ? 'ui-table__cell--wide-only' : ''].filter(Boolean);
  return classes.length > 0 ? classes.join(' ') : undefined;
}

function SortButton<Row>({ column, sort, onSortChange }: { column: TableColumn<Row>; sort?: TableSort | undefined; onSortChange(sort: TableSort): void }) {
  const current = sort?.column === column.id ? sort.direction : undefined;
  const next: SortDirection = current === 'ascending' ? 'descending' : 'ascending';
  return (
    <button type="button" className="ui-table__sort" onClick={() => onSortChange({ column: column.id, direction: next })}>
      {column.header}
      <span className="ui-table__sort-mark" aria-hidden="true" data-direction={current ?? 'none'}>
        {current === 'ascending' ? '▲' : current === 'descending' ? '▼' : '↕'}
      </span>
    </button>
  );
}
