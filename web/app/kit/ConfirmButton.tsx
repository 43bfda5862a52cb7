import { createContext, useCallback, useContext, useEffect, useRef, useState, type ButtonHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { useT } from '../i18n/i18n';

/**
 * The one confirm dialog of the shop and the back office (decision 1099): every destructive action
 * (delete, remove, cancel) is a {@link ConfirmButton}, which asks in a modal dialog that says what
 * will be gone — and submits its form only on yes. The dialog is the browser's own `<dialog>`
 * (focus kept inside, Escape cancels); its texts are the reader's language.
 */

/** What the dialog says: what will be gone, and the button that does it (the action's own words). */
export interface ConfirmQuestion {
  message: string;
  confirm: string;
}

type Ask = (question: ConfirmQuestion) => Promise<boolean>;

const ConfirmContext = createContext<Ask | null>(null);

/** Mounted once (root layout): the dialog every {@link ConfirmButton} below it asks through. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const pending = useRef<((yes: boolean) => void) | null>(null);
  const [question, setQuestion] = useState<ConfirmQuestion | null>(null);

  const ask = useCallback<Ask>(
    (next) =>
      new Promise<boolean>((resolve) => {
        pending.current?.(false);
        pending.current = resolve;
        setQuestion(next);
      }),
    [],
  );
  useEffect(() => {
    if (question && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [question]);

  const answer = (yes: boolean) => {
    dialog.current?.close();
    const resolve = pending.current;
    pending.current = null;
    setQuestion(null);
    resolve?.(yes);
  };

  return (
    <ConfirmContext.Provider value={ask}>
      {children}
      {/* Rendered only while asking: no hidden dialog in every page's HTML. */}
      {question && (
        <dialog
          ref={dialog}
          className="confirm-dialog"
          role="alertdialog"
          aria-modal="true"
          aria-labelledby="confirm-dialog-title"
          aria-describedby="confirm-dialog-message"
          onCancel={(event) => {
            event.preventDefault();
            answer(false);
          }}
        >
          <h2 id="confirm-dialog-title">{t('confirm.title')}</h2>
          <p id="confirm-dialog-message">{question.message}</p>
          <div className="confirm-dialog__actions">
            {/* The safe answer has the focus: Enter on a stray key press keeps everything. */}
            <button type="button" className="button confirm-dialog__cancel" autoFocus onClick={() => answer(false)}>
              {t('confirm.cancel')}
            </button>
            <button type="button" className="button confirm-dialog__confirm" onClick={() => answer(true)}>
              {question.confirm}
            </button>
          </div>
        </dialog>
      )}
    </ConfirmContext.Provider>
  );
}

/**
 * A submit button of a destructive action: a click asks first (the dialog names what will be
 * gone); on yes the same button submits its form (its name and value go with it), on no nothing
 * is sent. Without the provider (a test rendering one component) the browser's own confirm asks.
 */
export function ConfirmButton({ question, onClick, children, ...button }: { question: ConfirmQuestion; children: ReactNode } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'>) {
  const ask = useContext(ConfirmContext);
  const confirmed = useRef(false);
  const guard = (event: MouseEvent<HTMLButtonElement>) => {
    if (confirmed.current) {
      confirmed.current = false;
      onClick?.(event);
      return;
    }
    event.preventDefault();
    const target = event.currentTarget;
    void (ask ? ask(question) : Promise.resolve(window.confirm(question.message))).then((yes) => {
      if (!yes || !target.isConnected) return;
      if (target.form) {
        target.form.requestSubmit(target);
        return;
      }
      confirmed.current = true;
      target.click();
    });
  };
  return (
    <button type="submit" data-confirm="" {...button} onClick={guard}>
      {children}
    </button>
  );
}
