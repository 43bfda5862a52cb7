import { useEffect, useId, useRef, useState } from 'react';
import { Form, useFetcher, useLocation, useNavigate } from 'react-router';
import { useT } from '../../i18n/i18n';
import { FETCH_DELAY_MS } from '../../server/ops-timing';
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
 * A combobox with a listbox popup (WAI-ARIA APG "list autocomplete", decision 1098): the arrow keys
 * move the active option (aria-activedescendant) while focus stays in the field, Enter opens it,
 * Escape closes the list; without an active option Enter searches. A text that finds nothing as
 * typed lists the hits of its corrected words under "Meinten Sie „Kiste“?" (decision 1136), the
 * first option, which searches the corrected words.
 */
export function HeaderSearch() {
  const t = useT();
  const id = useId();
  const location = useLocation();
  const fetcher = useFetcher<{ suggestions: Suggestion[]; suggestion?: string | null }>();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
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
  const corrected = suggestions.length > 0 ? (fetcher.data?.suggestion ?? null) : null;
  const listId = `${id}-list`;
  const expanded = open && suggestions.length > 0;
  // The options: the corrected words when the text was mistyped, each suggested product, then all results for the text.
  const lead = corrected ? 1 : 0;
  const targets = [
    ...(corrected ? [`/suche?q=${encodeURIComponent(corrected)}`] : []),
    ...suggestions.map((suggestion) => productPath(suggestion.articleNumber)),
    `/suche?q=${encodeURIComponent(text.trim())}`,
  ];
  const optionId = (index: number) => `${id}-option-${index}`;
  const activeIndex = expanded && active < targets.length ? active : -1;
  const choose = (index: number) => {
    setOpen(false);
    setActive(-1);
    void navigate(targets[index]!);
  };
  return (
    <Form method="get" action="/suche" role="search" aria-label={t('search.label')} className="header-search" onSubmit={() => setOpen(false)}>
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
        role="combobox"
        aria-autocomplete="list"
        aria-controls={listId}
        aria-expanded={expanded}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            setOpen(false);
            setActive(-1);
          } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && suggestions.length > 0) {
            event.preventDefault();
            setOpen(true);
            const last = targets.length - 1;
            const down = event.key === 'ArrowDown';
            setActive(activeIndex < 0 ? (down ? 0 : last) : (activeIndex + (down ? 1 : -1) + targets.length) % targets.length);
          } else if (event.key === 'Enter' && activeIndex >= 0) {
            event.preventDefault();
            choose(activeIndex);
          }
        }}
      />
      {/* type="button": the page's own form stays the first submit button (Enter in the field submits this one). */}
      <button type="button" className="header-search__button" aria-label={t('history.search')} onClick={(event) => event.currentTarget.form?.requestSubmit()}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {/* Always in the document, so aria-controls names an element; hidden while collapsed. */}
      <ul id={listId} role="listbox" className="header-search__list" aria-label={t('search.suggestions')} hidden={!expanded}>
        {expanded && corrected && (
          <li
            id={optionId(0)}
            role="option"
            aria-selected={activeIndex === 0}
            className="header-search__option header-search__did-you-mean"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(0)}
          >
            {t('search.didYouMean', { q: corrected })}
          </li>
        )}
        {expanded &&
          suggestions.map((suggestion, index) => (
            <li
              key={suggestion.productId}
              id={optionId(index + lead)}
              role="option"
              aria-selected={index + lead === activeIndex}
              className="header-search__option"
              // mousedown would blur the field first; the choice is made on click.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(index + lead)}
            >
              <span className="header-search__name">{suggestion.name}</span>
              <small>
                {suggestion.articleNumber}
                {suggestion.ownNumber && <> · {t('favourite.ownNumber', { number: suggestion.ownNumber })}</>}
              </small>
            </li>
          ))}
        {expanded && (
          <li
            id={optionId(suggestions.length + lead)}
            role="option"
            aria-selected={activeIndex === suggestions.length + lead}
            className="header-search__option header-search__all"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(suggestions.length + lead)}
          >
            {t('search.all')}
          </li>
        )}
      </ul>
    </Form>
  );
}
