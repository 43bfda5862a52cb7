/** Documents: the order PDF and its QR reference (docs/payments.md). Named exports only (decision 940). */
export { createOrderDocuments, renderOrderPdf, PDF_NOT_CREATED_MESSAGE, type OrderDocuments, type OrderDocumentData } from './order-pdf';
export { qrReferenceForOrder, isValidQrReference, formatQrReference } from './qr-reference';
