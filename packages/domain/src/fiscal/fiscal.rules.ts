// VERI*FACTU (RD 1007/2023, Orden HAC/1177/2024): the pure rules of a fiscal record, browser-safe.
// The fingerprint ("huella") text of an alta and of an anulacion as AEAT's "Detalle de las
// especificaciones técnicas para generación de la huella o hash de los registros de facturación"
// (v0.1.2, section 6) gives it, its SHA-256 (upper-case hex, via globalThis.crypto.subtle), the
// invoice type of an invoice (F1, F2, R4, R5) and the QR's verification URL (AEAT's "Características
// y especificaciones técnicas del código QR", section 4).
import { zoneOffsetMs } from '../common/zoned-time';

export const FISCAL_RECORD_TYPES = ['alta', 'anulacion'] as const;
export type TFiscalRecordType = (typeof FISCAL_RECORD_TYPES)[number];
export const FISCAL_INVOICE_TYPES = ['F1', 'F2', 'R1', 'R2', 'R3', 'R4', 'R5'] as const;
export type TFiscalInvoiceType = (typeof FISCAL_INVOICE_TYPES)[number];
export const FISCAL_STATUSES = ['pending', 'sent', 'rejected'] as const;
export type TFiscalStatus = (typeof FISCAL_STATUSES)[number];

/** F1 full, F2 simplified; a corrective is R4, or R5 when the invoice it corrects is simplified. */
export function fiscalInvoiceType(
  kind: 'full' | 'simplified' | 'corrective',
  correctsKind?: 'full' | 'simplified' | 'corrective' | null,
): TFiscalInvoiceType {
  if (kind === 'full') return 'F1';
  if (kind === 'simplified') return 'F2';
  return correctsKind === 'simplified' ? 'R5' : 'R4';
}

/** Cents as AEAT writes an amount: 2 decimals, point, a minus sign when negative (12345 -> 123.45). */
export function fiscalAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** YYYY-MM-DD -> dd-mm-yyyy (AEAT's date). */
export function fiscalDate(isoDay: string): string {
  const [y, m, d] = isoDay.split('-');
  return `${d}-${m}-${y}`;
}

/** `YYYY-MM-DDThh:mm:ss+hh:mm` of `at` in `timeZone` (AEAT's FechaHoraHusoGenRegistro). */
export function fiscalTimestamp(at: Date, timeZone: string): string {
  const ms = Math.floor(at.getTime() / 1000) * 1000;
  const offsetMin = Math.round(zoneOffsetMs(timeZone, ms) / 60_000);
  const local = new Date(ms + offsetMin * 60_000).toISOString();
  const sign = offsetMin < 0 ? '-' : '+';
  const abs = Math.abs(offsetMin);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${local.slice(0, 19)}${sign}${hh}:${mm}`;
}

export interface AltaFields {
  issuerTaxId: string;
  fullNumber: string;
  /** YYYY-MM-DD */
  issueDate: string;
  invoiceType: TFiscalInvoiceType;
  vatCents: number;
  totalCents: number;
  previousHash: string | null;
  generatedAt: string;
}

export interface AnulacionFields {
  issuerTaxId: string;
  fullNumber: string;
  issueDate: string;
  previousHash: string | null;
  generatedAt: string;
}

/** The text AEAT hashes for an alta (registro de alta). */
export function altaHashText(r: AltaFields): string {
  return (
    `IDEmisorFactura=${r.issuerTaxId}&NumSerieFactura=${r.fullNumber}` +
    `&FechaExpedicionFactura=${fiscalDate(r.issueDate)}&TipoFactura=${r.invoiceType}` +
    `&CuotaTotal=${fiscalAmount(r.vatCents)}&ImporteTotal=${fiscalAmount(r.totalCents)}` +
    `&Huella=${r.previousHash ?? ''}&FechaHoraHusoGenRegistro=${r.generatedAt}`
  );
}

/** The text AEAT hashes for an anulacion (registro de anulación). */
export function anulacionHashText(r: AnulacionFields): string {
  return (
    `IDEmisorFacturaAnulada=${r.issuerTaxId}&NumSerieFacturaAnulada=${r.fullNumber}` +
    `&FechaExpedicionFacturaAnulada=${fiscalDate(r.issueDate)}` +
    `&Huella=${r.previousHash ?? ''}&FechaHoraHusoGenRegistro=${r.generatedAt}`
  );
}

export type FiscalRecordFields = ({ type: 'alta' } & AltaFields) | ({ type: 'anulacion' } & AnulacionFields);

export function fiscalHashText(r: FiscalRecordFields): string {
  return r.type === 'alta' ? altaHashText(r) : anulacionHashText(r);
}

/** SHA-256 of the UTF-8 text, upper-case hex. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  let out = '';
  for (const b of new Uint8Array(digest)) out += b.toString(16).padStart(2, '0');
  return out.toUpperCase();
}

export const fiscalHash = (r: FiscalRecordFields) => sha256Hex(fiscalHashText(r));

/** AEAT's fixed wording on the invoice: above the QR, and the legend when records are sent. */
export const FISCAL_QR_CAPTION = 'QR tributario:';
export const VERIFACTU_LEGEND = 'VERI*FACTU';

export const AEAT_QR_URLS = {
  production: 'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR',
  test: 'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR',
} as const;
export type TAeatEnvironment = keyof typeof AEAT_QR_URLS;

/** The QR's verification URL: nif, numserie, fecha (dd-mm-yyyy), importe; each value URL-encoded. */
export function fiscalQrUrl(
  env: TAeatEnvironment,
  r: { issuerTaxId: string; fullNumber: string; issueDate: string; totalCents: number },
): string {
  const q = [
    ['nif', r.issuerTaxId],
    ['numserie', r.fullNumber],
    ['fecha', fiscalDate(r.issueDate)],
    ['importe', fiscalAmount(r.totalCents)],
  ]
    .map(([k, v]) => `${k}=${encodeURIComponent(v ?? '')}`)
    .join('&');
  return `${AEAT_QR_URLS[env]}?${q}`;
}
