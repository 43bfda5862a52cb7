import { Form, data, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/profile-adressen';
import { guards } from '../../api-routes';
import { FormError, FormField } from '../../components/FormField';
import { engineContext } from '../../lib/engine-context';
import { requirePage } from '../../lib/guards.server';
import { pageMeta } from '../../lib/meta';
import { requestContext } from '../../lib/request-context.server';
import { formErrorsOf, formStatusOf, text } from './form.server';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Adressen' });

/** /user/profile/adressen (R000-2.50): the address book of the logged-in customer. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requirePage(guards.auth, ctx, request);
  const engine = context.get(engineContext);
  return { email: ctx.email ?? '', addresses: await engine.addresses.listAddresses(ctx, ctx.customerId!) };
}

/** intent create | delete; the engine checks the address belongs to the customer. */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  requirePage(guards.auth, ctx, request);
  const engine = context.get(engineContext);
  const form = await request.formData();
  try {
    if (text(form, 'intent') === 'delete') {
      await engine.addresses.deleteAddress(ctx, ctx.customerId!, Number(text(form, 'addressId')));
      return { ok: true as const };
    }
    await engine.addresses.createAddress(ctx, ctx.customerId!, {
      name: text(form, 'name'),
      addition: text(form, 'addition'),
      street: text(form, 'street'),
      zipCode: text(form, 'zipCode'),
      city: text(form, 'city'),
      country: text(form, 'country') || 'CH',
      isDefaultShipping: form.get('isDefaultShipping') === 'on',
      isDefaultInvoice: form.get('isDefaultInvoice') === 'on',
    });
    return { ok: true as const };
  } catch (error) {
    return data({ ok: false as const, ...formErrorsOf(error, ctx.locale) }, { status: formStatusOf(error) });
  }
}

export default function AddressBookPage() {
  const { addresses } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const failed = result && !result.ok ? result : undefined;
  return (
    <section className="container account-page">
      <h1>Adressen</h1>
      <ul className="address-list" aria-label="Adressbuch">
        {addresses.map((address) => (
          <li key={address.id} className="address-card">
            <address>
              {address.name}
              {address.addition && <>, {address.addition}</>}
              <br />
              {address.street}
              <br />
              {address.country}-{address.zipCode} {address.city}
            </address>
            {address.isDefaultShipping && <span className="badge">Standard-Lieferadresse</span>}
            {address.isDefaultInvoice && <span className="badge">Standard-Rechnungsadresse</span>}
            <Form method="post">
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="addressId" value={address.id} />
              <button type="submit" className="button">
                Löschen
              </button>
            </Form>
          </li>
        ))}
      </ul>
      <h2>Neue Adresse</h2>
      <Form method="post" className="account-form">
        <input type="hidden" name="intent" value="create" />
        <FormError message={failed?.formError} />
        <FormField label="Name" name="name" errors={failed?.fieldErrors.name} />
        <FormField label="Zusatz" name="addition" required={false} errors={failed?.fieldErrors.addition} />
        <FormField label="Strasse" name="street" errors={failed?.fieldErrors.street} />
        <FormField label="PLZ" name="zipCode" errors={failed?.fieldErrors.zipCode} />
        <FormField label="Ort" name="city" errors={failed?.fieldErrors.city} />
        <FormField label="Land (ISO-Code)" name="country" defaultValue="CH" maxLength={2} errors={failed?.fieldErrors.country} />
        <label>
          <input type="checkbox" name="isDefaultShipping" /> Standard-Lieferadresse
        </label>
        <label>
          <input type="checkbox" name="isDefaultInvoice" /> Standard-Rechnungsadresse
        </label>
        <button type="submit" className="button button--primary">
          Adresse speichern
        </button>
      </Form>
    </section>
  );
}
