import { createColumnHelper, FlexRender, tableFeatures, useTable, type ColumnDef, type Row, type RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

/** The features every back-office grid uses: core only — paging, sorting and filtering happen on the server. */
export const gridFeatures = tableFeatures({});
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
  empty?: ReactNode;
}

/**
 * One grid for every back-office list (docs/admin.md): @tanstack/react-table builds the header
 * groups, rows and cells; the URL is the grid's state, so a sortable header is a link that sets
 * `sort` and goes back to page 1. Trees (positions) come from `subRows`, shown depth-first.
 */
export function AdminGrid<T extends RowData>({ label, columns, data, sortable = {}, sort, rowId, subRows, rowClassName, empty }: AdminGridProps<T>) {
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
      <table className="admin-table" aria-label={label}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const key = sortable[header.column.id];
                const active = key !== undefined && key === current;
                return (
                  <th key={header.id} scope="col" aria-sort={active ? (descending ? 'descending' : 'ascending') : undefined}>
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
            flat.map((row) => (
              <tr key={row.id} className={rowClassName?.(row.original)} data-depth={row.depth}>
                {row.getAllCells().map((cell) => (
                  <td key={cell.id}>
                    <FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))
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
