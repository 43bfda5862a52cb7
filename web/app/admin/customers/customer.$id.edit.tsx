import type { Engine, RequestContext } from '@shop/engine';
import { z } from 'zod';
import { Link, redirect, useLoaderData, useSearchParams } from 'react-router';
import type { Route } from './+types/customer.$id.edit';
import { ContactFields, CustomerFields } from './CustomerFields';
import { CustomerFilesLink } from './CustomerFilesLink';
import { Toasts } from '../../kit/Toasts';
import { PERMISSION_LABEL } from '../../kit/admin-format';
import { idParam } from '../../kit/route-params.server';
import { requireAdminScreen } from '../screens.server';
import { deskAction, formCheckbox, formNumberList, formText } from '../desk-action.server';
import { engineContext } from '../../server/engine-context';
import { pageMeta } from '../../kit/meta';
import { requestContext } from '../../server/request-context.server';
import { toRouteError } from '../../kit/route-error.server';
import { useDeskForm } from '../../kit/desk-form';
import { contactOf, customerFieldsOf, passwordMailSent, shopTypeOf } from './customer-form.server';
import { MailShopSelect } from './MailShopSelect';
import { FieldError, TextField } from '../../kit/FormFields';
import { ConfirmButton } from '../../kit/ConfirmButton';

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData ? `Kunde ${loaderData.customer.id}` : 'Kunde' });

/** /admin/customer/{id}/edit (R001-2.11, R001-7.027): fields, logins, contact persons. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requireAdminScreen('customer', ctx, request);
  const engine = context.get(engineContext);
  try {
    const [customer, options] = await Promise.all([engine.customers.admin.getCustomer(ctx, idParam(params)), engine.customers.desk.customerFormOptions(ctx)]);
    return { customer, options, self: ctx.email ?? '' };
  } catch (error) {
    throw toRouteError(error);
  }
}

const NONE = { added: [], updated: [], deleted: [] };

/** One action per form on the page (intent), each one engine call; the whole customer update is one transaction. */
/** A change of the customer that touches only what it names (engine updateCustomer). */
const updateOf = (engine: Engine, ctx: RequestContext, params: Readonly<Record<string, string | undefined>>) => (changes: Record<string, unknown>) =>
  engine.customers.admin.updateCustomer(ctx, { id: idParam(params), users: NONE, contactPersons: NONE, ...changes });

const login = z.object({ email: formText });
const loginId = z.object({ userId: formText });
const contactId = z.object({ contactId: formText });

// The customer's fields, a contact's and the permissions are read by customer-form.server.ts (shared with customer.create).
export const action = deskAction('customer', {
  fields: {
    run: async ({ form, params, engine, ctx }) => {
      const before = await engine.customers.admin.getCustomer(ctx, idParam(params));
      await updateOf(engine, ctx, params)(customerFieldsOf(form, before));
    },
  },
  addUser: {
    schema: login.extend({ sendMail: formCheckbox, permissions: formNumberList }),
    run: async ({ input: { email, sendMail, permissions }, form, params, engine, ctx }) => {
      await updateOf(engine, ctx, params)({ users: { ...NONE, added: [{ email, active: true, permissions }] } });
      if (!sendMail) return 'Login angelegt';
      // The login is saved either way: a failed mail is said, with the login's 'Passwort-Mail senden' to try again.
      if (!(await passwordMailSent(engine, ctx, email, form))) return `Login angelegt (gespeichert), Mail an ${email} nicht versendet: bitte beim Login «Passwort-Mail senden» wählen.`;
      return `Login angelegt, Mail an ${email} gesendet`;
    },
  },
  updateUser: {
    schema: loginId.extend({ email: formText, active: formCheckbox, permissions: formNumberList }),
    run: async ({ input: { userId, ...user }, params, engine, ctx }) => {
      await updateOf(engine, ctx, params)({ users: { ...NONE, updated: [{ id: Number(userId), ...user }] } });
    },
  },
  deleteUser: {
    schema: loginId,
    run: async ({ input, params, engine, ctx }) => {
      await updateOf(engine, ctx, params)({ users: { ...NONE, deleted: [Number(input.userId)] } });
      return 'Login gelöscht';
    },
  },
  passwordMail: {
    schema: login,
    run: async ({ input: { email }, form, engine, ctx }) => {
      await engine.customers.admin.resetPasswords(ctx, { emails: [email], shopType: shopTypeOf(form) });
      return `Mail zum Setzen des Passworts an ${email} gesendet`;
    },
  },
  addContact: {
    run: async ({ form, params, engine, ctx }) => {
      await updateOf(engine, ctx, params)({ contactPersons: { ...NONE, added: [contactOf(form, 'contact.')] } });
      return 'Kontaktperson angelegt';
    },
  },
  updateContact: {
    schema: contactId,
    run: async ({ input, form, params, engine, ctx }) => {
      await updateOf(engine, ctx, params)({ contactPersons: { ...NONE, updated: [{ id: Number(input.contactId), ...contactOf(form, 'contact.') }] } });
    },
  },
  deleteContact: {
    schema: contactId,
    run: async ({ input, params, engine, ctx }) => {
      await updateOf(engine, ctx, params)({ contactPersons: { ...NONE, deleted: [Number(input.contactId)] } });
      return 'Kontaktperson gelöscht';
    },
  },
  delete: {
    run: async ({ params, engine, ctx }) => {
      await engine.customers.admin.deleteCustomer(ctx, idParam(params));
      return redirect('/admin/customer');
    },
  },
});

export default function AdminCustomer() {
  const { customer, options, self } = useLoaderData<typeof loader>();
  const { fetcher, toasts, formKey, result, busy } = useDeskForm();
  const [search] = useSearchParams();
  const errorsFor = (intent: string) => (result && !result.ok && result.intent === intent ? result.fieldErrors : {});
  const errorOf = (intent: string, prefix = '') => (name: string) => errorsFor(intent)[`${prefix}${name}`];
  const name = customer.companyInfo?.name ?? ([customer.contactPersons[0]?.firstName, customer.contactPersons[0]?.lastName].filter(Boolean).join(' ') || customer.users[0]?.email || '');
  return (
    <section className="admin-page" key={formKey}>
      <Toasts toasts={toasts} />
      <p>
        <Link to="/admin/customer">‹ Kunden</Link>
      </p>
      <div className="admin-summary">
        <h1>
          Kunde {customer.id} · {name} {customer.deletedAt && <small className="admin-status">gelöscht</small>}
        </h1>
        <div className="admin-actions">
          <Link className="admin-button is-secondary" to={`/admin/customer/${customer.id}/address`}>
            Adressen
          </Link>
          <CustomerFilesLink customerId={customer.id} />
          <Link className="admin-button is-secondary" to={`/admin/Orders?customer=${customer.id}`}>
            Bestellungen
          </Link>
          {!customer.deletedAt && (
            <fetcher.Form method="post">
              <input type="hidden" name="intent" value="delete" />
              <ConfirmButton question={{ message: `Der Kunde ${name || 'ohne Namen'} wird gelöscht; seine Logins können sich nicht mehr anmelden.`, confirm: 'Kunde löschen' }} className="admin-button is-danger" disabled={busy}>
                Kunde löschen
              </ConfirmButton>
            </fetcher.Form>
          )}
        </div>
      </div>
      {search.get('created') && !search.get('mailFailed') && (
        <p className="admin-notice" role="status">
          Kunde angelegt.
        </p>
      )}
      {search.get('mailFailed') && (
        <fetcher.Form method="post" className="admin-notice admin-inline-form" role="status" aria-label="Mail erneut senden">
          {`Kunde gespeichert, Mail an ${search.get('mailFailed')} nicht versendet.`}
          <input type="hidden" name="email" value={search.get('mailFailed') ?? ''} />
          <input type="hidden" name="shopType" value={search.get('shopType') === 'moebel' ? 'moebel' : 'verpackung'} />
          <button type="submit" name="intent" value="passwordMail" className="admin-button is-secondary" disabled={busy}>
            Mail erneut senden
          </button>
        </fetcher.Form>
      )}
      <fetcher.Form method="post" aria-label="Kundendaten">
        <input type="hidden" name="intent" value="fields" />
        <CustomerFields values={customer} options={options} errorOf={errorOf('fields')} />
        <p>
          <button type="submit" className="admin-button" disabled={busy}>
            Speichern
          </button>
        </p>
      </fetcher.Form>

      <h2>Logins</h2>
      <div className="admin-panels">
        {customer.users.map((user) => (
          <fetcher.Form method="post" key={user.id} className="admin-panel admin-form" aria-label={`Login ${user.email}`}>
            <input type="hidden" name="userId" value={user.id} />
            <TextField label="E-Mail" type="email" name="email" defaultValue={user.email} />
            <label className="admin-check">
              <input type="checkbox" name="active" defaultChecked={user.active} /> aktiv
            </label>
            <fieldset>
              <legend>Berechtigungen</legend>
              {Object.entries(PERMISSION_LABEL).map(([id, label]) => (
                <label key={id} className="admin-check">
                  <input type="checkbox" name="permissions" value={id} defaultChecked={user.permissions.includes(Number(id))} /> {label}
                </label>
              ))}
            </fieldset>
            <p className="admin-muted">Letzte Anmeldung: {user.lastLoginAt ? new Date(user.lastLoginAt).toLocaleString('de-CH', { timeZone: 'Europe/Zurich' }) : 'noch nie'}</p>
            <p className="admin-actions">
              <button type="submit" name="intent" value="updateUser" className="admin-button" disabled={busy}>
                Speichern
              </button>
              <MailShopSelect />
              <button type="submit" name="intent" value="passwordMail" className="admin-button is-secondary" disabled={busy}>
                Passwort-Mail senden
              </button>
              {user.email !== self && (
                <ConfirmButton name="intent" value="deleteUser" question={{ message: `Das Login ${user.email} wird gelöscht und kann sich nicht mehr anmelden.`, confirm: 'Login löschen' }} className="admin-button is-danger" disabled={busy}>
                  Löschen
                </ConfirmButton>
              )}
            </p>
          </fetcher.Form>
        ))}
        <fetcher.Form method="post" className="admin-panel admin-form" aria-label="Login hinzufügen">
          <h3>Login hinzufügen</h3>
          <input type="hidden" name="intent" value="addUser" />
          <label>
            E-Mail
            <input type="email" name="email" required />
            <FieldError message={errorOf('addUser')('users.added.0.email')} />
            <FieldError message={errorOf('addUser')('email')} />
          </label>
          <fieldset>
            <legend>Berechtigungen</legend>
            {Object.entries(PERMISSION_LABEL).map(([id, label]) => (
              <label key={id} className="admin-check">
                <input type="checkbox" name="permissions" value={id} /> {label}
              </label>
            ))}
          </fieldset>
          <label className="admin-check">
            <input type="checkbox" name="sendMail" defaultChecked /> Mail zum Setzen des Passworts senden
          </label>
          <MailShopSelect />
          <p>
            <button type="submit" className="admin-button" disabled={busy}>
              Login hinzufügen
            </button>
          </p>
        </fetcher.Form>
      </div>

      <h2>Kontaktpersonen</h2>
      <div className="admin-panels">
        {customer.contactPersons.map((person) => (
          <fetcher.Form method="post" key={person.id} className="admin-panel admin-form" aria-label={`Kontaktperson ${person.firstName ?? ''} ${person.lastName ?? ''}`}>
            <input type="hidden" name="contactId" value={person.id} />
            <ContactFields prefix="contact." values={person} errorOf={errorOf('updateContact', 'contactPersons.updated.0.')} />
            <p className="admin-actions">
              <button type="submit" name="intent" value="updateContact" className="admin-button" disabled={busy}>
                Speichern
              </button>
              <ConfirmButton
                name="intent"
                value="deleteContact"
                question={{ message: `Die Kontaktperson ${[person.firstName, person.lastName].filter(Boolean).join(' ') || person.email || 'ohne Namen'} wird gelöscht.`, confirm: 'Kontaktperson löschen' }}
                className="admin-button is-danger"
                disabled={busy}
              >
                Löschen
              </ConfirmButton>
            </p>
          </fetcher.Form>
        ))}
        <fetcher.Form method="post" className="admin-panel admin-form" aria-label="Kontaktperson hinzufügen">
          <h3>Kontaktperson hinzufügen</h3>
          <input type="hidden" name="intent" value="addContact" />
          <ContactFields prefix="contact." errorOf={errorOf('addContact', 'contactPersons.added.0.')} />
          <p>
            <button type="submit" className="admin-button" disabled={busy}>
              Kontaktperson hinzufügen
            </button>
          </p>
        </fetcher.Form>
      </div>
    </section>
  );
}
