import type { HTMLAttributes, ReactNode } from 'react';

export interface Column<Row> {
  /** The column heading; on phones, where rows become cards, it also labels the cell (`data-label`). */
  head: string;
  cell: (row: Row) => ReactNode;
  /** Numbers and money: right-aligned. */
  amount?: boolean;
  /** The cell says what it is by itself (the row's title, a button): no label on phones. */
  unlabelled?: boolean;
  /** The heading is for screen readers only (e.g. a column of download buttons). */
  hiddenHead?: boolean;
  /** Extra class of the cell (e.g. the net amount in bold). */
  className?: string;
}

type RowProps = HTMLAttributes<HTMLTableRowElement> & { 'data-testid'?: string };

interface Props<Row> {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Per row: e.g. a class and aria-current for the row the page is about. */
  rowProps?: (row: Row) => RowProps;
  testId?: string;
}

/**
 * The cabinet's tables (credits, fees, sales, statements, invoices): column headings with scope,
 * amounts right-aligned, and each cell labelled with its heading so the phone layout
 * (cabinet-layout.css, one card per row) still says what every number is.
 */
export function DataTable<Row>({ columns, rows, rowKey, rowProps, testId }: Props<Row>) {
  const cellClass = (c: Column<Row>) => [c.amount ? 'tm-amount' : '', c.className ?? ''].filter(Boolean).join(' ') || undefined;
  return (
    <table className="tm-settings-table" data-testid={testId}>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.head} scope="col" className={c.amount ? 'tm-amount' : undefined}>
              {c.hiddenHead ? <span className="tm-visually-hidden">{c.head}</span> : c.head}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} {...rowProps?.(row)}>
            {columns.map((c) => (
              <td key={c.head} className={cellClass(c)} data-label={c.unlabelled ? undefined : c.head}>
                {c.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
