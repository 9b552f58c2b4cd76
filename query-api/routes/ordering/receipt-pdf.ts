import PDFDocument from 'pdfkit';
import { formatMoney } from '../../../domain/pricing/money';
import { DELIVERY_METHOD_LABELS, POS_METHOD_LABELS } from '../../../domain/ordering/ordering-messages';
import { CARD_TYPE_NAMES } from '../../../domain/payments/card-rules';
import type { OrderDetails } from '../../../domain/ordering/api-schemas';

const PAYMENT_NAMES: Record<string, string> = CARD_TYPE_NAMES;
const POS_NAMES: Record<string, string> = POS_METHOD_LABELS;
const DELIVERY_NAMES: Record<string, string> = DELIVERY_METHOD_LABELS;
const MODE_NAMES: Record<string, string> = { standard: 'Standard (5 to 7 business days after shipping)', second_day: 'Second day', next_day: 'Next day', saturday: 'Saturday delivery' };

/** MM/dd/yyyy (spec point 5 "Display"), from an ISO timestamp or date, in UTC. */
const shownDate = (iso: string) => {
  const d = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  return `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;
};

/**
 * The printable receipt as a PDF (pdfkit, D-117): practice, patient, each eye's lens with its
 * dimensions in spec order, the amounts, payment and delivery. Uncompressed (a receipt is small,
 * and its text stays searchable); the order id is in the title too.
 */
export function renderReceiptPdf(order: OrderDetails): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 54, compress: false, info: { Title: `Lensloop receipt ${order.salesOrderID}`, Author: 'Lensloop' } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.font('Helvetica-Bold').fontSize(20).text('Lensloop', { continued: false });
    doc.font('Helvetica').fontSize(10).fillColor('#555').text('Order receipt').fillColor('#000').moveDown();
    doc.fontSize(11);
    const row = (label: string, value: string) => doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
    row('Order', order.salesOrderID);
    row('Order date', shownDate(order.orderDate));
    row('Status', order.statusLabel);
    row('Practice', [order.practiceName, order.locationName].filter(Boolean).join(', ') || order.practiceId);
    row('Patient', order.patient ? `${order.patient.firstName} ${order.patient.lastName} (${order.customerAccountNumber})` : order.customerAccountNumber);
    if (order.createdByCsr) row('Placed by', 'Customer service on your behalf');
    doc.moveDown();

    doc.font('Helvetica-Bold').fontSize(13).text('Lenses').fontSize(11);
    for (const line of [order.rightEye, order.leftEye]) {
      if (!line) continue;
      doc.moveDown(0.3).font('Helvetica-Bold').text(`${line.eye === 'OD' ? 'Right eye (OD)' : 'Left eye (OS)'}: ${line.productName ?? line.productId}${line.brand ? ` by ${line.brand}` : ''}`);
      doc.font('Helvetica').text(line.dimensions.map((d) => `${d.label} ${d.value}`).join(' · ') || 'No dimensions');
      doc.text(`${line.quantity} box${line.quantity === 1 ? '' : 'es'} of ${line.packSize} × ${formatMoney(line.priceCents)} = ${formatMoney(line.lineTotalCents)}`);
    }
    doc.moveDown();

    doc.font('Helvetica-Bold').fontSize(13).text('Summary').fontSize(11).font('Helvetica');
    const c = order.amountsCents;
    // Label on the left, amount right-aligned in a 240pt column.
    const money = (label: string, cents: number) => {
      const y = doc.y;
      doc.text(`${label}:`, doc.page.margins.left, y, { width: 150 });
      doc.text(formatMoney(cents), doc.page.margins.left + 150, y, { width: 90, align: 'right' });
      doc.x = doc.page.margins.left;
    };
    money('Subtotal', c.subTotalCents);
    money('Discount', -c.discountCents);
    money('Insurance', -c.insuranceCents);
    money('Shipping', c.shippingCents);
    money('Estimated tax', c.taxCents);
    doc.font('Helvetica-Bold');
    money('Total', c.totalCents);
    doc.font('Helvetica').moveDown();

    const p = order.payment;
    row('Payment', p.type === 'card' ? `${PAYMENT_NAMES[p.cardType ?? ''] ?? 'Card'} ${p.maskedCardNumber ?? ''}`.trim() : (POS_NAMES[p.posMethod ?? 'none'] ?? 'Offline payment'));
    row('Delivery', DELIVERY_NAMES[order.deliveryMethod] ?? order.deliveryMethod);
    if (order.deliveryModeId) row('Shipping method', MODE_NAMES[order.deliveryModeId] ?? order.deliveryModeId);
    const a = order.deliveryAddress;
    if (a) row('Ship to', [a.name, a.street, a.street2, `${a.city}, ${a.state} ${a.zipCode}`].filter(Boolean).join(', '));
    if (order.trackingNumber) row('Tracking', `${order.carrier ?? ''} ${order.trackingNumber}`.trim());
    if (order.estimatedDelivery) row('Estimated delivery', shownDate(order.estimatedDelivery));
    doc.moveDown().fontSize(9).fillColor('#555').text('Tax is an estimate. Returns are accepted for a full year on any order in any condition.');
    doc.end();
  });
}
