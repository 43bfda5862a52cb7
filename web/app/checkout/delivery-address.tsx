import { nextCheckoutStep } from '@shop/engine';
import { deliveryModeLabel, formatChf, isPickup, isSavedAddressId, pickupSiteLine, preferredAddressOf, type DeliveryMode } from '@shop/engine/browser';
import { useEffect, useState } from 'react';
import { Form, data, redirect, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/delivery-address';
import { AddressBlock, CheckoutAddressFields } from './components/CheckoutAddressFields';
import { CheckoutSteps } from './components/CheckoutSteps';
import { FormError } from '../kit/FormField';
import { trackShippingInfo, useCheckoutProgressEvent } from './checkout-analytics';
import { catalogueText, formatDate, useCheckoutText } from '../i18n/i18n-checkout';
import { pageMeta } from '../kit/meta';
import checkoutStylesHref from '../styles/checkout.css?url';
import { stepFormErrorsOf, formStatusOf } from '../kit/form-errors.server';
import { addressOf } from './address-form';
import { addressIdOf, field, loadStep } from './checkout.server';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: checkoutStylesHref }];

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: catalogueText(loaderData?.locale ?? 'de-CH', 'checkout.step.deliveryAddress') });

/**
 * /checkout/delivery-address 'Lieferadresse' (000 §2 step 4): delivery mode, address (saved,
 * the invoice address, or new; the company site for pickup) and the requested date from the
 * dates the calendar rules allow (a select: works before JavaScript, readable by screen readers).
 */
export async function loader(args: Route.LoaderArgs) {
  const { engine, ctx, draft, draftId } = await loadStep(args, 'deliveryAddress');
  const saved = ctx.customerId === undefined ? [] : await engine.customers.addresses.listAddresses(ctx, ctx.customerId);
  const settings = ctx.customerId === undefined ? null : await engine.customers.addresses.orderSettings(ctx, ctx.customerId);
  const dates = await engine.checkout.deliveryDates(ctx);
  // The truck and the parcel by post cheaper first; the parcel only for what fits (decision 1140).
  const { modes, offers } = await engine.checkout.deliveryOffers(ctx, draftId);
  const current = isPickup(draft.deliveryMode) ? null : draft.deliveryAddress;
  const preferred = preferredAddressOf('delivery', settings, saved, { orFirst: true });
  const picked = current ? (isSavedAddressId(current.id) ? String(current.id) : 'new') : preferred ? String(preferred.id) : 'same';
  // A saved address that is the invoice address is offered once, as 'Wie Rechnungsadresse' (the
  // engine copies the same saved address for it; decision 1086).
  const invoiceId = draft.invoiceAddress && isSavedAddressId(draft.invoiceAddress.id) ? String(draft.invoiceAddress.id) : null;
  const chosen = invoiceId !== null && picked === invoiceId ? 'same' : picked;
  return { locale: ctx.locale, draft, saved: saved.filter((entry) => String(entry.id) !== invoiceId), dates, chosen, modes, offers };
}

export async function action(args: Route.ActionArgs) {
  const { engine, ctx, draftId } = await loadStep(args, 'deliveryAddress');
  const form = await args.request.formData();
  const choice = field(form, 'addressId');
  const addressId = addressIdOf(form);
  const pickup = isPickup(field(form, 'deliveryMode'));
  // Pickup has no delivery address of its own (the company site): the address fields are not sent.
  const address = pickup ? {} : addressId !== undefined ? { addressId } : choice === 'same' ? {} : { address: addressOf(form, 'address') };
  const values = {
    deliveryMode: field(form, 'deliveryMode') as DeliveryMode,
    requestedDeliveryDate: field(form, 'requestedDeliveryDate'),
    pickupSlot: field(form, 'pickupSlot'),
    sameAsInvoice: !pickup && choice === 'same',
    ...address,
  };
  // The fields this form shows for the chosen mode; a problem of any other one is shown above the form.
  const shown = pickup ? ['deliveryMode', 'requestedDeliveryDate', 'pickupSlot'] : ['deliveryMode', 'requestedDeliveryDate', 'address.'];
  try {
    await engine.checkout.saveDelivery(ctx, draftId, values);
    return redirect(nextCheckoutStep('deliveryAddress', ctx.customerId !== undefined).path);
  } catch (error) {
    return data({ ...stepFormErrorsOf(error, ctx.locale, shown), values, choice }, { status: formStatusOf(error) });
  }
}

export default function CheckoutDeliveryPage() {
  const { draft, saved, dates, chosen, locale, modes, offers } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t, catalogue } = useCheckoutText();
  const errors = result?.fieldErrors;
  const values = result?.values;
  const [mode, setMode] = useState<string>(values?.deliveryMode || draft.deliveryMode);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  useCheckoutProgressEvent('deliveryAddress', 4, draft.cart.items);
  // Before JavaScript every section shows and the server reads what the mode needs.
  const pickup = isPickup(mode);
  const showAddress = !hydrated || !pickup;
  const showSlot = !hydrated || pickup;
  const newAddress = values && 'address' in values ? values.address : draft.deliveryAddress && !isSavedAddressId(draft.deliveryAddress.id) && !draft.isPickup ? draft.deliveryAddress : null;
  const choice = result?.choice || chosen;
  const dateValue = values?.requestedDeliveryDate ?? draft.requestedDeliveryDate ?? '';
  const slotValue = values?.pickupSlot ?? draft.pickupSlot ?? '';
  const dateErrors = errors?.requestedDeliveryDate;
  const slotErrors = errors?.pickupSlot;
  return (
    <section className="container section checkout-page">
      <CheckoutSteps current="deliveryAddress" progress={draft.progress} />
      <h1>{catalogue('checkout.step.deliveryAddress')}</h1>
      <p className="form-hint">{t('common.requiredHint')}</p>
      <Form method="post" className="checkout-form" noValidate onSubmit={() => trackShippingInfo(draft.cart.items, mode)}>
        <FormError message={result?.formError} />
        <fieldset className="checkout-fieldset">
          <legend>
            {t('delivery.mode')}
            <span aria-hidden="true"> *</span>
          </legend>
          {modes.map((value) => {
            const offer = offers.find((entry) => entry.mode === value);
            return (
              <label key={value} className="checkout-option" data-testid={`delivery-mode-${value}`}>
                <input type="radio" name="deliveryMode" value={value} checked={mode === value} onChange={() => setMode(value)} /> {deliveryModeLabel(value, locale, dates.pickupSite)}
                {offer && offers.length > 1 && (
                  <span className="form-hint">
                    {offer.effectiveCost === null ? null : `CHF ${formatChf(offer.effectiveCost)}`}
                    {offer.expectedDate ? ` · ${t('carrier.deliveryDate', { date: formatDate(offer.expectedDate, locale) })}` : null}
                  </span>
                )}
                {/* The pickup's terms under its own option, not under whichever mode is chosen. */}
                {isPickup(value) && <span className="form-hint">{t('delivery.pickupText', { site: pickupSiteLine(dates.pickupSite) })}</span>}
              </label>
            );
          })}
          {errors?.deliveryMode?.map((error) => (
            <p key={error} className="form-field__error" role="alert">
              {error}
            </p>
          ))}
        </fieldset>
        {showAddress && (
          <fieldset className="checkout-fieldset">
            <legend>{t('delivery.address')}</legend>
            {draft.invoiceAddress && (
              <label className="checkout-option">
                <input type="radio" name="addressId" value="same" defaultChecked={choice === 'same'} /> {t('delivery.sameAsInvoice')}
                <AddressBlock address={draft.invoiceAddress} />
              </label>
            )}
            {saved.map((entry) => (
              <label key={entry.id} className="checkout-option">
                <input type="radio" name="addressId" value={entry.id} defaultChecked={choice === String(entry.id)} />
                <AddressBlock address={entry} />
              </label>
            ))}
            <label className="checkout-option">
              <input type="radio" name="addressId" value="new" defaultChecked={choice === 'new'} /> {t('address.new')}
            </label>
            <div className="checkout-new-address">
              <CheckoutAddressFields prefix="address" values={newAddress} errors={errors} required={false} />
            </div>
          </fieldset>
        )}
        <div className="form-field">
          <label htmlFor="field-requestedDeliveryDate">
            {pickup ? t('delivery.pickupDate') : t('delivery.date')}
            {pickup && <span aria-hidden="true"> *</span>}
          </label>
          <select
            id="field-requestedDeliveryDate"
            name="requestedDeliveryDate"
            defaultValue={dateValue}
            aria-describedby="delivery-date-hint"
            aria-invalid={dateErrors?.length ? true : undefined}
          >
            {/* A pickup needs its day: no 'as soon as possible' to pick and then be refused. */}
            <option value="">{pickup ? t('delivery.slotChoose') : t('delivery.dateNone')}</option>
            {dates.dates.map((date) => (
              <option key={date} value={date}>
                {formatDate(date, locale)}
              </option>
            ))}
          </select>
          {dates.earliest && (
            <p id="delivery-date-hint" className="form-hint">
              {t('delivery.dateHint', { date: formatDate(dates.earliest, locale) })}
            </p>
          )}
          {dateErrors?.map((error) => (
            <p key={error} className="form-field__error" role="alert">
              {error}
            </p>
          ))}
        </div>
        {showSlot && (
          <div className="form-field">
            <label htmlFor="field-pickupSlot">
              {t('delivery.slot')}
              <span aria-hidden="true"> *</span>
            </label>
            <select id="field-pickupSlot" name="pickupSlot" defaultValue={slotValue} aria-invalid={slotErrors?.length ? true : undefined}>
              <option value="">{t('delivery.slotChoose')}</option>
              {dates.pickupSlots.map((slot) => (
                <option key={slot} value={slot}>
                  {slot}
                </option>
              ))}
            </select>
            {slotErrors?.map((error) => (
              <p key={error} className="form-field__error" role="alert">
                {error}
              </p>
            ))}
          </div>
        )}
        <button type="submit" className="button button--primary">
          {t('common.next')}
        </button>
      </Form>
    </section>
  );
}
