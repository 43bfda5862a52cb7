import type { ReactNode } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { TextField } from './FormFields';

/**
 * The filter bar of a server-side grid: a GET form (the URL is the grid's state), the date range
 * on the creation date, the text search `q`, 'Filtern' and 'Zurücksetzen', and the problems of bad params.
 */
export function GridFilters({ children, search: text, from, to, fromLabel, problems, sort }: { children: ReactNode; search?: { value: string | undefined; placeholder: string }; from?: string; to?: string; fromLabel?: string; problems: string[]; sort?: string | null }) {
  const { search } = useLocation();
  return (
    <>
      <Form method="get" className="admin-filters" aria-label="Filter" key={search}>
        {sort && <input type="hidden" name="sort" value={sort} />}
        {text && (
          <TextField label="Suche" type="search" name="q" defaultValue={text.value} placeholder={text.placeholder} />
        )}
        {children}
        {fromLabel && (
          <>
            <label>
              {fromLabel}
              <input type="date" name="from" defaultValue={from} />
            </label>
            <TextField label="bis" type="date" name="to" defaultValue={to} />
          </>
        )}
        <button type="submit" className="admin-button">
          Filtern
        </button>
        <Link to="?">Zurücksetzen</Link>
      </Form>
      {problems.length > 0 && (
        <p className="admin-error" role="alert">
          {problems.join('\n')}
        </p>
      )}
    </>
  );
}
