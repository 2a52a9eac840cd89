// The printable invoice (GET /api/invoices/{id}/pdf): an A4 PDF in the customer's language made
// with pdfkit (no browser), with the issuer's identity, the customer, the lines with base, VAT and
// total, the VAT breakdown by rate, the totals, what a corrective invoice corrects and why, and a
// box kept for the fiscal QR code of the next issue (VERI*FACTU). The standard Helvetica font
// writes Spanish letters and the euro sign (WinAnsi).
import {
  FISCAL_QR_CAPTION,
  formatCents,
  INVOICE_LABELS,
  type TInvoice,
  VERIFACTU_LEGEND,
} from '@pawdesk/domain';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

/** VERI*FACTU on the PDF (issue 26): AEAT's verification URL as a QR, and the legend when sending. */
export interface InvoicePdfFiscal {
  qrUrl: string;
  verifactu: boolean;
}

const LEFT = 50;
const RIGHT = 545;

export function invoicePdf(invoice: TInvoice, fiscal?: InvoicePdfFiscal): Promise<Buffer> {
  const L = INVOICE_LABELS[invoice.language];
  const money = (cents: number) => formatCents(cents, invoice.language);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    lang: invoice.language,
    info: { Title: `${L[invoice.kind]} ${invoice.fullNumber}`, Author: invoice.issuer.name },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // Header: the kind and number, the date; the QR box top right.
  doc.font('Helvetica-Bold').fontSize(18).text(L[invoice.kind], LEFT, 50);
  doc.font('Helvetica').fontSize(10);
  doc.text(`${L.number}: ${invoice.fullNumber}`, LEFT, 76);
  doc.text(`${L.date}: ${invoice.issuedAt.slice(0, 10)}`, LEFT, 90);
  if (invoice.status !== 'issued') doc.text(L.status[invoice.status], LEFT, 104);
  if (fiscal) {
    // The QR of AEAT's verification URL (error correction M, as AEAT asks), drawn as vector squares.
    const qr = QRCode.create(fiscal.qrUrl, { errorCorrectionLevel: 'M' });
    const n = qr.modules.size;
    const cell = 90 / n;
    for (let r = 0; r < n; r++)
      for (let c = 0; c < n; c++)
        if (qr.modules.get(r, c)) doc.rect(445 + c * cell, 45 + r * cell, cell, cell);
    doc.fill('black');
    doc.fontSize(7).text(FISCAL_QR_CAPTION, 435, 36, { width: 110, align: 'center' });
    if (fiscal.verifactu) doc.text(VERIFACTU_LEGEND, 435, 138, { width: 110, align: 'center' });
  } else {
    doc.rect(435, 40, 110, 110).dash(3, { space: 3 }).stroke().undash();
    doc.fontSize(7).text(L.qrBox, 440, 88, { width: 100, align: 'center' });
  }

  // Parties.
  const party = (title: string, p: { name: string; taxId: string | null; address: string }, x: number) => {
    doc.font('Helvetica-Bold').fontSize(10).text(title, x, 165);
    doc.font('Helvetica').fontSize(10).text(p.name, x, 180, { width: 230 });
    if (p.taxId) doc.text(`${L.taxId}: ${p.taxId}`, x, doc.y, { width: 230 });
    doc.text(p.address, x, doc.y, { width: 230 });
    return doc.y;
  };
  const yIssuer = party(L.issuer, invoice.issuer, LEFT);
  const yCustomer = party(L.customer, invoice.customer, 315);
  let y = Math.max(yIssuer, yCustomer) + 20;

  if (invoice.rectifies) {
    doc.text(`${L.rectifies}: ${invoice.rectifies.fullNumber}`, LEFT, y);
    y = doc.y;
  }
  if (invoice.reason) {
    doc.text(`${L.reason}: ${invoice.reason}`, LEFT, y, { width: RIGHT - LEFT });
    y = doc.y;
  }
  y += 10;

  // Lines.
  const cols = [
    { x: LEFT, w: 185, align: 'left' as const },
    { x: 240, w: 35, align: 'right' as const },
    { x: 280, w: 75, align: 'right' as const },
    { x: 360, w: 35, align: 'right' as const },
    { x: 400, w: 70, align: 'right' as const },
    { x: 475, w: 70, align: 'right' as const },
  ];
  const row = (cells: string[], bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    if (y > 760) {
      doc.addPage();
      y = 50;
    }
    let bottom = y;
    cells.forEach((cell, i) => {
      const c = cols[i];
      if (!c) return;
      doc.text(cell, c.x, y, { width: c.w, align: c.align });
      bottom = Math.max(bottom, doc.y);
    });
    y = bottom + 4;
  };
  row([L.description, L.quantity, L.unitPrice, L.vatRate, L.base, L.total], true);
  doc
    .moveTo(LEFT, y - 2)
    .lineTo(RIGHT, y - 2)
    .stroke();
  for (const line of invoice.lines) {
    row([
      line.description,
      String(line.quantity),
      money(line.unitPriceCents),
      `${line.vatRate} %`,
      money(line.baseCents),
      money(line.totalCents),
    ]);
  }
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).stroke();
  y += 12;

  // VAT breakdown and totals.
  doc.font('Helvetica-Bold').fontSize(10).text(L.vatBreakdown, LEFT, y);
  y = doc.y + 4;
  row([L.vatRate, '', '', '', L.base, L.vat], true);
  for (const share of invoice.vat)
    row([`${share.rate} %`, '', '', '', money(share.baseCents), money(share.vatCents)]);
  y += 8;
  row([L.base, '', '', '', '', money(invoice.baseCents)]);
  row([L.vat, '', '', '', '', money(invoice.vatCents)]);
  row([L.total, '', '', '', '', money(invoice.totalCents)], true);

  doc.end();
  return done;
}
