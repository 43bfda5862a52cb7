import { createColumnHelper, FlexRender, tableFeatures, useTable, type ColumnDef, type Row, type RowData } from '@tanstack/react-table';
import type { HTMLAttributes, ReactNode, TdHTMLAttributes } from 'react';
import { Link, useLocation } from 'react-router';

/** `data-*` attributes a row or a cell may carry (for tests and styles). */
type DataAttributes = { [name: `data-${string}`]: string | number | undefined };

/** What a column says about its header and every cell of it: `className` (e.g. `num`) on both, a header tooltip. */
export interface GridColumnMeta {
  className?: string;
  headerTitle?: string;
}

/** Attributes of one row, from its data. */
export type GridRowProps = Pick<HTMLAttributes<HTMLTableRowElement>, 'className' | 'title'> & DataAttributes;

/** Attributes of one cell, from its row's data; `className` joins the column's, `colSpan` covers the next cells of the row. */
export type GridCellProps = Pick<TdHTMLAttributes<HTMLTableCellElement>, 'className' | 'title' | 'colSpan'> & DataAttributes;

/** The features every back-office grid uses: core only — paging, sorting and filtering happen on the server. */
export const gridFeatures = tableFeatures({ columnMeta: {} as GridColumnMeta });
export type GridFeatures = typeof gridFeatures;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each column keeps its own value type
export type GridColumn<T extends RowData> = ColumnDef<GridFeatures, T, any>;

/** Column helper of a grid's row type. */
export const gridColumns = <T extends RowData>() => createColumnHelper<GridFeatures, T>();

/** The URL of this page with some search params changed (undefined or '' removes one). */
export function withParams(search: string, changes: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '') params.delete(key);
    else params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '?';
}

export interface AdminGridProps<T extends RowData> {
  label: string;
  columns: GridColumn<T>[];
  data: T[];
  /** Column id → the server's sort key; those headers sort through the URL. */
  sortable?: Readonly<Record<string, string>>;
  /** The current sort (`key` ascending, `-key` descending). */
  sort?: string;
  rowId: (row: T) => string;
  /** Children of a row (a tree): shown indented under it. */
  subRows?: (row: T) => T[] | undefined;
  rowClassName?: (row: T) => string | undefined;
  /** Further attributes of a row (a tooltip, `data-*`); a `className` here joins `rowClassName`'s. */
  rowProps?: (row: T) => GridRowProps | undefined;
  /** Attributes of a cell that depend on its row (a highlight, a tooltip, `data-*`, a `colSpan`). */
  cellProps?: (row: T, columnId: string) => GridCellProps | undefined;
  empty?: ReactNode;
  /** Classes beside `admin-table` (e.g. `is-static`: the header does not stick, `admin-mail-list`). */
  className?: string;
  /** Makes the table itself focusable, so a table that scrolls on a narrow screen scrolls by keyboard. */
  tabIndex?: number;
  /** A visible caption of the table (the accessible name stays `label`). */
  caption?: ReactNode;
}

const joined = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ') || undefined;

/**
 * One grid for every back-office list (docs/admin.md): @tanstack/react-table builds the header
 * groups, rows and cells; the URL is the grid's state, so a sortable header is a link that sets
 * `sort` and goes back to page 1. Trees (positions) come from `subRows`, shown depth-first.
 */
export function AdminGrid<T extends RowData>({ label, columns, data, sortable = {}, sort, rowId, subRows, rowClassName, rowProps, cellProps, empty, className, tabIndex, caption }: AdminGridProps<T>) {
  const { search } = useLocation();
  const table = useTable({
    features: gridFeatures,
    columns,
    data,
    getRowId: (row: T) => rowId(row),
    ...(subRows ? { getSubRows: (row: T) => subRows(row) } : {}),
  });
  const flat: Row<GridFeatures, T>[] = [];
  const walk = (rows: Row<GridFeatures, T>[]) => {
    for (const row of rows) {
      flat.push(row);
      if (row.subRows?.length) walk(row.subRows);
    }
  };
  walk(table.getRowModel().rows);
  const current = sort?.replace(/^-/, '');
  const descending = sort?.startsWith('-') ?? false;
  return (
    <div className="admin-grid">
      <table className={joined('admin-table', className)} aria-label={label} tabIndex={tabIndex}>
        {caption !== undefined && <caption>{caption}</caption>}
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const key = sortable[header.column.id];
                const active = key !== undefined && key === current;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className={header.column.columnDef.meta?.className}
                    title={header.column.columnDef.meta?.headerTitle}
                    aria-sort={active ? (descending ? 'descending' : 'ascending') : undefined}
                  >
                    {header.isPlaceholder ? null : key ? (
                      <Link className="admin-sort" to={withParams(search, { sort: active && !descending ? `-${key}` : key, page: undefined })} preventScrollReset>
                        <FlexRender header={header} />
                        {active ? (descending ? ' ▼' : ' ▲') : ''}
                      </Link>
                    ) : (
                      <FlexRender header={header} />
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {flat.length === 0 ? (
            <tr>
              <td colSpan={columns.length}>{empty ?? 'Keine Einträge'}</td>
            </tr>
          ) : (
            flat.map((row) => {
              const { className: rowClass, ...rowRest } = rowProps?.(row.original) ?? {};
              // Cells covered by an earlier cell's colSpan are left out.
              let covered = 0;
              return (
                <tr key={row.id} {...rowRest} className={joined(rowClassName?.(row.original), rowClass)} data-depth={subRows ? row.depth : undefined}>
                  {row.getAllCells().map((cell) => {
                    if (covered > 0) {
                      covered -= 1;
                      return null;
                    }
                    const { className: cellClass, ...cellRest } = cellProps?.(row.original, cell.column.id) ?? {};
                    covered = (cellRest.colSpan ?? 1) - 1;
                    return (
                      <td key={cell.id} {...cellRest} className={joined(cell.column.columnDef.meta?.className, cellClass)}>
                        <FlexRender cell={cell} />
                      </td>
                    );
                  })}
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}

/** Page links of a server-paged grid. */
export function GridPager({ page, pages, total, size }: { page: number; pages: number; total: number; size: number }) {
  const { search } = useLocation();
  const first = total === 0 ? 0 : (page - 1) * size + 1;
  const last = Math.min(total, page * size);
  return (
    <nav className="admin-pager" aria-label="Seiten">
      {page > 1 ? <Link to={withParams(search, { page: page - 1 === 1 ? undefined : page - 1 })}>‹ Zurück</Link> : <span aria-hidden="true">‹ Zurück</span>}
      <span>
        {first}–{last} von {total} · Seite {page} von {pages}
      </span>
      {page < pages ? <Link to={withParams(search, { page: page + 1 })}>Weiter ›</Link> : <span aria-hidden="true">Weiter ›</span>}
    </nav>
  );
}

/** A page of a server-side grid, as the grid loaders answer it. */
export interface GridPage<T> {
  rows: T[];
  page: number;
  pages: number;
  total: number;
  size: number;
  sort?: string | null;
}

/** A server-paged grid: the rows of `grid` with their sort, and the page links under them. */
export function PagedGrid<T extends RowData>({ grid, ...props }: Omit<AdminGridProps<T>, 'data' | 'sort'> & { grid: GridPage<T> }) {
  return (
    <>
      <AdminGrid {...props} data={grid.rows} sort={grid.sort ?? undefined} />
      <GridPager page={grid.page} pages={grid.pages} total={grid.total} size={grid.size} />
    </>
  );
}
