import { useEffect, useId, useRef, useState } from 'react';
import { Form, Link, useFetcher, useLocation } from 'react-router';
import { useT } from '../lib/i18n';
import { FETCH_DELAY_MS } from '../lib/ops-timing';
import { productPath } from './ProductCard';

interface Suggestion {
  productId: number;
  name: string;
  articleNumber: string;
  ownNumber: string | null;
}

/**
 * The header search: names, article numbers and the customer's own article numbers;
 * Enter opens /suche, suggestions appear as you type (from 2 characters, 200 ms after the last key).
 */
export function HeaderSearch() {
  const t = useT();
  const id = useId();
  const location = useLocation();
  const fetcher = useFetcher<{ suggestions: Suggestion[] }>();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const load = fetcher.load;
  useEffect(() => {
    clearTimeout(timer.current);
    if (text.trim().length < 2) return;
    timer.current = setTimeout(() => load(`/suche?q=${encodeURIComponent(text.trim())}&vorschlag=1`), FETCH_DELAY_MS);
    return () => clearTimeout(timer.current);
  }, [text, load]);
  // A page change closes the list.
  useEffect(() => setOpen(false), [location.pathname, location.search]);
  const suggestions = text.trim().length >= 2 ? (fetcher.data?.suggestions ?? []) : [];
  const listId = `${id}-list`;
  return (
    <Form method="get" action="/suche" role="search" className="header-search" onSubmit={() => setOpen(false)}>
      <label htmlFor={`${id}-q`} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        id={`${id}-q`}
        name="q"
        type="search"
        autoComplete="off"
        placeholder={t('search.placeholder')}
        value={text}
        aria-controls={listId}
        aria-expanded={open && suggestions.length > 0}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
      />
      {/* type="button": the page's own form stays the first submit button (Enter in the field submits this one). */}
      <button type="button" className="header-search__button" aria-label={t('history.search')} onClick={(event) => event.currentTarget.form?.requestSubmit()}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {open && suggestions.length > 0 && (
        <ul id={listId} className="header-search__list" aria-label={t('search.suggestions')}>
          {suggestions.map((suggestion) => (
            <li key={suggestion.productId}>
              <Link to={productPath(suggestion.articleNumber)} onClick={() => setOpen(false)}>
                <span className="header-search__name">{suggestion.name}</span>
                <small>
                  {suggestion.articleNumber}
                  {suggestion.ownNumber && <> · {t('favourite.ownNumber', { number: suggestion.ownNumber })}</>}
                </small>
              </Link>
            </li>
          ))}
          <li>
            <Link to={`/suche?q=${encodeURIComponent(text.trim())}`} className="header-search__all" onClick={() => setOpen(false)}>
              {t('search.all')}
            </Link>
          </li>
        </ul>
      )}
    </Form>
  );
}
