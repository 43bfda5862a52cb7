import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ErrorFallback, ErrorPageGuard } from '../../kit/ErrorPage';
import { FormField, visibleFieldErrors } from '../../kit/FormField';
import { UserMenuItems } from '../../account/components/UserMenu';

/** Renders a component inside a data router whose root loader data names the locale. */
function render(element: ReactNode, locale = 'de-CH'): string {
  const Stub = createRoutesStub([{ id: 'root', path: '/', Component: () => element, HydrateFallback: () => null, loader: () => ({ locale }) }]);
  return renderToString(<Stub hydrationData={{ loaderData: { root: { locale } } }} />);
}

describe('forms (000 §5)', () => {
  it('R000-5.20 R000-5.19 a field is required by default and shows a required marker; an optional one shows none', () => {
    const required = render(<FormField label="Name" name="name" />);
    expect(required).toMatch(/<label for="field-name">Name<span class="form-field__required" aria-hidden="true"> <!-- -->\*<\/span><\/label>|Name<span class="form-field__required" aria-hidden="true"> \*<\/span>/);
    expect(required).toContain('required=""');
    const optional = render(<FormField label="Zusatz" name="addition" required={false} />);
    expect(optional).not.toContain('form-field__required');
    expect(optional).not.toContain('required=""');
  });

  it('R000-5.21 errors show once the field is touched or the form was validated, not before', () => {
    expect(visibleFieldErrors({ touched: false, clientError: 'Eingabe erforderlich' })).toEqual([]);
    expect(visibleFieldErrors({ touched: true, clientError: 'Eingabe erforderlich' })).toEqual(['Eingabe erforderlich']);
    // Validated by the server: its messages show without a touch.
    expect(visibleFieldErrors({ touched: false, serverErrors: ['Ungültige E-Mail-Adresse'] })).toEqual(['Ungültige E-Mail-Adresse']);
    expect(visibleFieldErrors({ touched: true, serverErrors: ['Eingabe erforderlich'], clientError: 'Eingabe erforderlich' })).toEqual(['Eingabe erforderlich']);
    // The first render (nothing touched) lists no error.
    expect(render(<FormField label="E-Mail" name="email" />)).not.toContain('form-field__error');
    expect(render(<FormField label="E-Mail" name="email" errors={['Eingabe erforderlich']} />)).toContain('Eingabe erforderlich');
  });
});

describe('error page', () => {
  it('R000-2.76 when the error page cannot be shown, a message with a link home appears', () => {
    const fallback = renderToString(<ErrorFallback />);
    expect(fallback).toContain('href="/"');
    expect(fallback).toContain('Die Seite konnte nicht angezeigt werden.');
    expect(renderToString(<ErrorFallback locale="fr-FR" />)).toContain('La page n&#x27;a pas pu être affichée.');
    expect(renderToString(<ErrorFallback locale="en-US" />)).toContain('To the home page');
    // The guard switches to the fallback when rendering the error page throws.
    expect(ErrorPageGuard.getDerivedStateFromError()).toEqual({ failed: true });
    const guard = new ErrorPageGuard({ children: <p>Fehlerseite</p> });
    guard.state = ErrorPageGuard.getDerivedStateFromError();
    expect(renderToString(<>{guard.render()}</>)).toContain('href="/"');
    expect(render(<ErrorPageGuard>{<p>Fehlerseite</p>}</ErrorPageGuard>)).toContain('Fehlerseite');
  });
});

describe('header user menu', () => {
  it('R000-2.67 R001-2.36 an Adminbereich link to /admin/orders shows for admins only', () => {
    const admin = render(<ul>{<UserMenuItems account={{ email: 'admin@holzwerk.example', isAdmin: true, quickOrder: true }} />}</ul>);
    expect(admin).toMatch(/<a[^>]*href="\/admin\/orders"[^>]*>Adminbereich<\/a>/);
    const customer = render(<ul>{<UserMenuItems account={{ email: 'anna@example.ch', isAdmin: false, quickOrder: false }} />}</ul>);
    expect(customer).not.toContain('Adminbereich');
    expect(customer).not.toContain('/admin/orders');
  });
});
