import { describe, expect, it } from 'vitest';
import type { ICheckoutDraft } from './checkout-draft.entity';
import { isOpenOnlinePayment, provenOrderId } from './draft-order';
import { PaymentMethod } from '../requests/enums';

const draft = (orderId: number | null) => ({ orderId }) as ICheckoutDraft;
const payLinks = { verify: (token: string) => (token === 'signed-42' ? 42 : null) };

describe('the checkout reads an order only with proof', () => {
  it('the draft names the order it placed or remembers; no draft or no order: nothing', () => {
    expect(provenOrderId({ payLinks }, { draft: draft(7) })).toBe(7);
    expect(provenOrderId({ payLinks }, { draft: draft(null) })).toBeNull();
    expect(provenOrderId({ payLinks }, { draft: null })).toBeNull();
  });

  it('a pay-again link names its order only when its signature holds; without link verification nothing', () => {
    expect(provenOrderId({ payLinks }, { payLink: 'signed-42' })).toBe(42);
    expect(provenOrderId({ payLinks }, { payLink: 'forged-42' })).toBeNull();
    expect(provenOrderId({ payLinks: undefined }, { payLink: 'signed-42' })).toBeNull();
  });

  it('an open online payment: an online method whose payment is still open (status 2)', () => {
    expect(isOpenOnlinePayment({ paymentMethodId: PaymentMethod.TWINT, paymentStatusId: 2 })).toBe(true);
    expect(isOpenOnlinePayment({ paymentMethodId: PaymentMethod.TWINT, paymentStatusId: 1 })).toBe(false);
    expect(isOpenOnlinePayment({ paymentMethodId: PaymentMethod.INVOICE, paymentStatusId: 2 })).toBe(false);
    expect(isOpenOnlinePayment({ paymentMethodId: null, paymentStatusId: 2 })).toBe(false);
  });
});
