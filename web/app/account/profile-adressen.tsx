import { UNSAVED_ADDRESS_ID, isSavedAddressId, newAddressDraft } from '@shop/engine/browser';
import { Form, Link, data, useActionData, useLoaderData, useSearchParams } from 'react-router';
import type { Route } from './+types/profile-adressen';
import { GUARDS } from '@shop/engine/browser';
import { CountrySelect } from '../kit/CountrySelect';
import { ProfileNav } from './profile/nav';
import { FormError, FormField } from '../kit/FormField';
import { addressOf } from '../checkout/address-form';
import { engineContext } from '../server/engine-context';
import { profileText, useProfileText } from '../i18n/i18n-profile';
import { localeOfMatches } from '../i18n/i18n-shop';
import { requirePage } from '../server/guards.server';
import { pageMeta } from '../kit/meta';
import { requestContext } from '../server/request-context.server';
import { formErrorsOf, formStatusOf, text } from './form.server';
import { ConfirmButton } from '../kit/ConfirmButton';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ title: profileText(localeOfMatches(matches), 'profile.addresses') });

/** /user/profile/adressen (R000-2.50): the address book of the logged-in customer. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requirePage(GUARDS.signedIn, ctx, request);
  const engine = context.get(engineContext);
  return { email: ctx.email ?? '', addresses: await engine.customers.addresses.listAddresses(ctx, ctx.customerId!) };
}

const PAGE = '/user/profile/adressen';

/** The address fields of a create or update form, as the engine's addressInputSchema reads them. */
function addressFields(form: FormData) {
  return {
    ...addressOf(form),
    isDefaultShipping: form.get('isDefaultShipping') === 'on',
    isDefaultInvoice: form.get('isDefaultInvoice') === 'on',
  };
}

/**
 * intent delete, else a save: the form's addressId is the default -1 for a new (unsaved) address,
 * which creates it, or a saved id, which updates it (R000-9.14). The engine validates (same schema
 * for create and update) and checks the address belongs to the customer. A failed update returns
 * the submitted values so its form is shown again with them and its errors per field.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  requirePage(GUARDS.signedIn, ctx, request);
  const engine = context.get(engineContext);
  const form = await request.formData();
  const intent = text(form, 'intent');
  const addressId = Number(text(form, 'addressId') || UNSAVED_ADDRESS_ID);
  const fields = addressFields(form);
  try {
    if (intent === 'delete') {
      await engine.customers.addresses.deleteAddress(ctx, ctx.customerId!, addressId);
      return { ok: true as const, intent };
    }
    if (isSavedAddressId(addressId)) {
      await engine.customers.addresses.updateAddress(ctx, ctx.customerId!, addressId, fields);
      return { ok: true as const, intent: 'update', message: profileText(ctx.locale, 'profileAddresses.saved') };
    }
    await engine.customers.addresses.createAddress(ctx, ctx.customerId!, fields);
    return { ok: true as const, intent: 'create' };
  } catch (error) {
    const failure = { ok: false as const, intent, addressId: isSavedAddressId(addressId) ? addressId : undefined, values: fields, ...formErrorsOf(error, ctx.locale) };
    return data(failure, { status: formStatusOf(error) });
  }
}

type AddressValues = ReturnType<typeof addressFields>;

/** The fields of an address form (new or edit); the ids of the inputs are unique because only one form is shown at a time. */
function AddressFormFields({ values, errors }: { values?: (Partial<Omit<AddressValues, 'addition'>> & { addition?: string | null }) | undefined; errors?: Record<string, string[]> | undefined }) {
  const t = useProfileText();
  return (
    <>
      <FormField label={t('profileAddresses.name')} name="name" defaultValue={values?.name} errors={errors?.name} />
      <FormField label={t('profileAddresses.addition')} name="addition" required={false} defaultValue={values?.addition ?? ''} errors={errors?.addition} />
      <FormField label={t('profileAddresses.street')} name="street" defaultValue={values?.street} errors={errors?.street} />
      <FormField label={t('profileAddresses.zipCode')} name="zipCode" defaultValue={values?.zipCode} errors={errors?.zipCode} />
      <FormField label={t('profileAddresses.city')} name="city" defaultValue={values?.city} errors={errors?.city} />
      <CountrySelect id="field-country" name="country" label={t('profileAddresses.country')} defaultValue={values?.country ?? 'CH'} errors={errors?.country} />
      <label>
        <input type="checkbox" name="isDefaultShipping" defaultChecked={values?.isDefaultShipping ?? false} /> {t('profileAddresses.defaultShipping')}
      </label>
      <label>
        <input type="checkbox" name="isDefaultInvoice" defaultChecked={values?.isDefaultInvoice ?? false} /> {t('profileAddresses.defaultInvoice')}
      </label>
    </>
  );
}

export default function AddressBookPage() {
  const t = useProfileText();
  const { addresses } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const failed = result && !result.ok ? result : undefined;
  // Saving says so, a new address as well as a changed one.
  const saved = result?.ok && (result.intent === 'update' || result.intent === 'create') ? result.message : undefined;
  // Edit mode: ?bearbeiten=<id>, or the address whose update just failed (its form again, with the submitted values).
  const editingId = failed?.addressId ?? (Number(searchParams.get('bearbeiten')) || undefined);
  const editing = addresses.find((address) => address.id === editingId);
  return (
    <section className="container account-page">
      <h1>{t('profile.addresses')}</h1>
      <ProfileNav />
      {saved && (
        <p className="form-success" role="status">
          {saved}
        </p>
      )}
      <ul className="address-list" aria-label={t('profileAddresses.book')}>
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
            {address.isDefaultShipping && <span className="badge">{t('profileAddresses.defaultShipping')}</span>}
            {address.isDefaultInvoice && <span className="badge">{t('profileAddresses.defaultInvoice')}</span>}
            <Link to={`${PAGE}?bearbeiten=${address.id}`} className="button">
              {t('profileForm.edit')}
            </Link>
            <Form method="post" action={PAGE}>
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="addressId" value={address.id} />
              <ConfirmButton question={{ message: t('address.confirmDelete', { name: address.name }), confirm: t('profileForm.delete') }} className="button">
                {t('profileForm.delete')}
              </ConfirmButton>
            </Form>
          </li>
        ))}
      </ul>
      {editing ? (
        <>
          <h2>{t('profileAddresses.editTitle')}</h2>
          {/* Posts to the page without ?bearbeiten: after saving, the edit mode ends. */}
          <Form method="post" action={PAGE} className="account-form" key={`edit-${editing.id}`}>
            <input type="hidden" name="addressId" value={editing.id} />
            <FormError message={failed?.formError} />
            <AddressFormFields values={failed?.values ?? editing} errors={failed?.fieldErrors} />
            <button type="submit" className="button button--primary">
              {t('profileForm.saveChanges')}
            </button>
            <Link to={PAGE} className="button">
              {t('profileForm.cancel')}
            </Link>
          </Form>
        </>
      ) : (
        <>
          <h2>{t('profileAddresses.newTitle')}</h2>
          <Form method="post" action={PAGE} className="account-form" key="create">
            {/* A new address carries the default id -1 (unsaved) until the server saves it. */}
            <input type="hidden" name="addressId" value={UNSAVED_ADDRESS_ID} />
            <FormError message={failed?.formError} />
            <AddressFormFields values={failed?.values ?? newAddressDraft()} errors={failed?.fieldErrors} />
            <button type="submit" className="button button--primary">
              {t('profileAddresses.save')}
            </button>
          </Form>
        </>
      )}
    </section>
  );
}
