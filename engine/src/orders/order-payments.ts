import type { EntityManager } from '@mikro-orm/postgresql';
import type { PaymentOrders } from '../payments/payment-service';
import { PaymentStatus } from '../requests/enums';
import { Order } from '../requests/request.entity';

/**
 * What the payment service may see and do of orders (payments sit below orders in the domain map
 * and get this port from engine.ts): read the payable part of an order, mark it PAID.
 */
export const orderPaymentPort: PaymentOrders = {
  async findOrder(em: EntityManager, orderId: number) {
    const order = await em.findOne(Order, { id: orderId }, { fields: ['id', 'formattedId', 'paymentMethodId', 'paymentStatusId', 'grandTotal', 'invoiceEmail', 'locale'] });
    if (!order) return null;
    return {
      id: order.id,
      formattedId: order.formattedId,
      paymentMethodId: order.paymentMethodId ?? null,
      paymentStatusId: order.paymentStatusId,
      grandTotal: order.grandTotal ?? null,
      invoiceEmail: order.invoiceEmail ?? null,
      locale: order.locale,
    };
  },
  async markPaid(em: EntityManager, orderId: number) {
    // A plain update: the order's version (the back office's optimistic lock) is not about payment.
    await em.nativeUpdate(Order, { id: orderId, paymentStatusId: PaymentStatus.OPEN }, { paymentStatusId: PaymentStatus.PAID, updatedAt: new Date() });
  },
};
