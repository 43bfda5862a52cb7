import { z } from 'zod';
import { Form, Link, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import type { Route } from './+types/customer.create';
import { ContactFields, CustomerFields } from './CustomerFields';
import { PERMISSION_LABEL } from '../../kit/admin-format';
import { requireAdminScreen } from '../screens.server';
import { deskAction, formCheckbox, formNumberList, formText } from '../desk-action.server';
import { engineContext } from '../../server/engine-context';
import { pageMeta } from '../../kit/meta';
import { requestContext } from '../../server/request-context.server';
import { contactOf, customerFieldsOf, passwordMailSent, shopTypeOf } from './customer-form.server';
import { MailShopSelect } from './MailShopSelect';
import { TextField } from '../../kit/FormFields';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Kunde erfassen' });

/** /admin/customer/create (R001-2.08, R001-7.026): a customer with its first login and contact person. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requireAdminScreen('customerCreate', ctx, request);
  return { options: await context.get(engineContext).customers.desk.customerFormOptions(ctx) };
}

/**
 * One transaction creates the customer, its login (a random password) and its contact person;
 * then the login gets the password-setting mail (PUT /api/user/reset-password's service).
 */
// The customer's fields, its first login and contact person are read by customer-form.server.ts (shared with the edit page).
export const action = deskAction('customerCreate', {
  create: {
    schema: z.object({ user: z.object({ email: formText }).default({ email: '' }), sendMail: formCheckbox, permissions: formNumberList }),
    run: async ({ input: { user, sendMail, permissions }, form, engine, ctx }) => {
      const { email } = user;
      const contact = contactOf(form, 'contact.');
      const withContact = Boolean(contact.firstName || contact.lastName);
      const customer = await engine.customers.admin.createCustomer(ctx, {
        ...customerFieldsOf(form),
        users: { added: email ? [{ email, active: true, permissions }] : [], updated: [], deleted: [] },
        contactPersons: { added: withContact ? [contact] : [], updated: [], deleted: [] },
      });
      // Saved: from here on a failing mail must not invite a second submit (a duplicate customer).
      if (email && sendMail && !(await passwordMailSent(engine, ctx, email, form))) {
        return redirect(`/admin/customer/${customer.id}/edit?created=1&mailFailed=${encodeURIComponent(email)}&shopType=${shopTypeOf(form)}`);
      }
      return redirect(`/admin/customer/${customer.id}/edit?created=1`);
    },
  },
});

export default function AdminCustomerCreate() {
  const { options } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  const errors = result && !result.ok ? result.fieldErrors : {};
  const errorOf = (prefix: string) => (name: string) => errors[`${prefix}${name}`];
  return (
    <section className="admin-page">
      <p>
        <Link to="/admin/customer">‹ Kunden</Link>
      </p>
      <h1>Kunde erfassen</h1>
      {result && !result.ok && (
        <p className="admin-error" role="alert">
          {result.message}
        </p>
      )}
      <Form method="post" aria-label="Kunde erfassen">
        <div className="admin-panels">
          <CustomerFields
            values={{ discount: '0', deliveryCostMultiplier: '1', paymentTermId: null, skontoId: null, active: true, isDefault: false, quickOrderSetting: null, companyInfo: null }}
            options={options}
            errorOf={errorOf('')}
          />
          <div className="admin-panel admin-form">
            <h2>Login</h2>
            <TextField label="E-Mail des Logins" type="email" name="user.email" autoComplete="off" error={errors['users.added.0.email']} />
            <fieldset>
              <legend>Berechtigungen im Back Office</legend>
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
          </div>
          <div className="admin-panel admin-form">
            <h2>Kontaktperson</h2>
            <ContactFields prefix="contact." errorOf={errorOf('contactPersons.added.0.')} />
          </div>
        </div>
        <p>
          <button type="submit" className="admin-button" disabled={busy}>
            Kunde anlegen
          </button>
        </p>
      </Form>
    </section>
  );
}
