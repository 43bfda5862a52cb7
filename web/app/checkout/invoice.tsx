import { nextCheckoutStep } from '@shop/engine';
import { ENTERED_ADDRESS_ID, isSavedAddressId, preferredAddressOf } from '@shop/engine/browser';
import { Form, data, redirect, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/invoice';
import { AddressBlock, CheckoutAddressFields } from './components/CheckoutAddressFields';
import { CheckoutSteps } from './components/CheckoutSteps';
import { FormError, FormField } from '../kit/FormField';
import { useCheckoutProgressEvent } from './checkout-analytics';
import { catalogueText, useCheckoutText } from '../i18n/i18n-checkout';
import { pageMeta } from '../kit/meta';
import checkoutStylesHref from '../styles/checkout.css?url';
import { stepFormErrorsOf, formStatusOf } from '../kit/form-errors.server';
import { addressOf } from './address-form';
import { addressIdOf, field, loadStep } from './checkout.server';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: checkoutStylesHref }];

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: catalogueText(loaderData?.locale ?? 'de-CH', 'checkout.step.invoice') });

/** /checkout/invoice 'Rechnungsadresse' (000 §2 step 3): invoice address, invoice e-mail (suggested, 000 §5), a guest's contact person. */
export async function loader(args: Route.LoaderArgs) {
  const { engine, ctx, draft } = await loadStep(args, 'invoice');
  const saved = ctx.customerId === undefined ? [] : await engine.customers.addresses.listAddresses(ctx, ctx.customerId);
  const settings = ctx.customerId === undefined ? null : await engine.customers.addresses.orderSettings(ctx, ctx.customerId);
  const chosen = draft.invoiceAddress?.id ?? preferredAddressOf('invoice', settings, saved, { orFirst: true })?.id ?? ENTERED_ADDRESS_ID;
  return { locale: ctx.locale, draft, saved, chosen };
}

export async function action(args: Route.ActionArgs) {
  const { engine, ctx, draftId } = await loadStep(args, 'invoice');
  const form = await args.request.formData();
  const addressId = addressIdOf(form);
  const values = {
    invoiceEmail: field(form, 'invoiceEmail'),
    ...(addressId === undefined ? { address: addressOf(form, 'address') } : { addressId }),
    ...(ctx.customerId === undefined
      ? { contact: { firstName: field(form, 'contact.firstName'), lastName: field(form, 'contact.lastName'), phone: field(form, 'contact.phone') } }
      : {}),
  };
  try {
    await engine.checkout.saveInvoice(ctx, draftId, values);
    return redirect(nextCheckoutStep('invoice', ctx.customerId !== undefined).path);
  } catch (error) {
    return data({ ...stepFormErrorsOf(error, ctx.locale, ['address.', 'invoiceEmail', 'contact.firstName', 'contact.lastName', 'contact.phone']), values }, { status: formStatusOf(error) });
  }
}

export default function CheckoutInvoicePage() {
  const { draft, saved, chosen } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t, catalogue } = useCheckoutText();
  useCheckoutProgressEvent('invoice', 3, draft.cart.items);
  const errors = result?.fieldErrors;
  const values = result?.values;
  const address = values && 'address' in values ? values.address : draft.invoiceAddress && !isSavedAddressId(draft.invoiceAddress.id) ? draft.invoiceAddress : null;
  const contact = values?.contact ?? draft.contact;
  return (
    <section className="container section checkout-page">
      <CheckoutSteps current="invoice" progress={draft.progress} />
      <h1>{catalogue('checkout.step.invoice')}</h1>
      <p className="form-hint">{t('common.requiredHint')}</p>
      <Form method="post" className="checkout-form" noValidate>
        <FormError message={result?.formError} />
        {saved.length > 0 ? (
          <fieldset className="checkout-fieldset">
            <legend>{t('address.saved')}</legend>
            {saved.map((entry) => (
              <label key={entry.id} className="checkout-option">
                <input type="radio" name="addressId" value={entry.id} defaultChecked={chosen === entry.id} />
                <AddressBlock address={entry} />
              </label>
            ))}
            <label className="checkout-option">
              <input type="radio" name="addressId" value="new" defaultChecked={chosen === 0} /> {t('address.new')}
            </label>
            <div className="checkout-new-address">
              <CheckoutAddressFields prefix="address" values={address} errors={errors} required={false} />
            </div>
          </fieldset>
        ) : (
          <fieldset className="checkout-fieldset">
            <legend>{catalogue('checkout.step.invoice')}</legend>
            <CheckoutAddressFields prefix="address" values={address} errors={errors} />
          </fieldset>
        )}
        {!draft.isLoggedIn && (
          <fieldset className="checkout-fieldset">
            <legend>{t('invoice.contact')}</legend>
            <FormField label={t('invoice.firstName')} name="contact.firstName" autoComplete="given-name" defaultValue={contact?.firstName ?? ''} errors={errors?.['contact.firstName']} />
            <FormField label={t('invoice.lastName')} name="contact.lastName" autoComplete="family-name" defaultValue={contact?.lastName ?? ''} errors={errors?.['contact.lastName']} />
            <FormField label={t('invoice.phone')} name="contact.phone" type="tel" autoComplete="tel" required={false} defaultValue={contact?.phone ?? ''} errors={errors?.['contact.phone']} />
          </fieldset>
        )}
        <FormField
          label={t('invoice.email')}
          name="invoiceEmail"
          type="email"
          autoComplete="email"
          defaultValue={values?.invoiceEmail ?? draft.invoiceEmail}
          errors={errors?.invoiceEmail}
          aria-describedby="invoice-email-hint"
        />
        <p id="invoice-email-hint" className="form-hint">
          {t('invoice.emailHint')}
        </p>
        <button type="submit" className="button button--primary">
          {t('common.next')}
        </button>
      </Form>
    </section>
  );
}
