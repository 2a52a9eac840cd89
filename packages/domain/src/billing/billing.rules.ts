// Pure rules of billing (docs/contract/rest-contract-business.md, "Prices, charges and invoices";
// docs/domains/billing.md): Spanish tax ids with their check character, the VAT of a line rounded
// to the cent (per line, so the totals are sums of what is printed), the VAT breakdown by rate,
// the simplified invoice's limit and invoice numbers. Money is integer euro cents everywhere.
import type { TRole } from '../users/user.schema';

/** Who edits prices, rectifies and voids invoices ("managers" in the contract). */
export const BILLING_MANAGER_ROLES = ['admin', 'manager'] as const satisfies readonly TRole[];

/** The languages an owner is written to in (invoices, PDFs). */
export const LANGUAGES = ['es', 'en'] as const;
export type TLanguage = (typeof LANGUAGES)[number];

/** The VAT rates of Spain (percent): general, reduced, super-reduced, exempt. */
export const VAT_RATES = [21, 10, 4, 0] as const;
export type TVatRate = (typeof VAT_RATES)[number];

/** The VAT category of each rate: a price keeps its category; the rate of a day is looked up by date. */
export const VAT_CATEGORIES = ['general', 'reduced', 'super-reduced', 'exempt'] as const;
export type TVatCategory = (typeof VAT_CATEGORIES)[number];

export const PRICE_SERVICES = ['daycare', 'hotel', 'vet', 'grooming', 'shop'] as const;
export type TPriceService = (typeof PRICE_SERVICES)[number];

export const PRICE_SIZES = ['S', 'M', 'L', 'XL'] as const;
export type TPriceSize = (typeof PRICE_SIZES)[number];

export const CHARGE_STATUSES = ['pending', 'invoiced'] as const;
export type TChargeStatus = (typeof CHARGE_STATUSES)[number];

export const INVOICE_KINDS = ['full', 'simplified', 'corrective'] as const;
export type TInvoiceKind = (typeof INVOICE_KINDS)[number];

export const INVOICE_STATUSES = ['issued', 'paid', 'partly-paid', 'rectified', 'void'] as const;
export type TInvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** A simplified invoice (no customer tax id) may not exceed 400.00 € (Real Decreto 1619/2012, art. 4). */
export const SIMPLIFIED_LIMIT_CENTS = 40_000;

/** The seeded price codes the services charge by. */
export const PRICE_CODES = {
  daycareDay: 'daycare-day',
  daycarePack15: 'daycare-pack-15',
  daycarePack30: 'daycare-pack-30',
  vetConsultation: 'vet-consultation',
  hotelNight: (kennelType: string) => `hotel-night-${kennelType}`,
  grooming: (service: string, size: TPriceSize) => `grooming-${service}-${size.toLowerCase()}`,
  vaccine: (code: string) => `vaccine-${code}`,
} as const;

/** The kennel type of a stay without a kennel. */
export const DEFAULT_KENNEL_TYPE = 'standard';

// ---------------------------------------------------------------------------------------------
// Tax ids: NIF (DNI), NIE, CIF (and the K/L/M personal NIFs)
// ---------------------------------------------------------------------------------------------

const NIF_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const CIF_CONTROL_LETTERS = 'JABCDEFGHI';

/** Upper case without spaces, hyphens or dots ("12.345.678-z" -> "12345678Z"). */
export function normalizeTaxId(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

function nifLetterOf(n: number): string {
  return NIF_LETTERS[n % 23] as string;
}

function cifControlDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const d = Number(digits[i]);
    if (i % 2 === 1) sum += d;
    else {
      const doubled = d * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    }
  }
  return (10 - (sum % 10)) % 10;
}

export type TTaxIdKind = 'nif' | 'nie' | 'cif';

/** The kind of a valid Spanish tax id (normalised first), or null when it is not one. */
export function taxIdKind(raw: string): TTaxIdKind | null {
  const id = normalizeTaxId(raw);
  let m = /^(\d{8})([A-Z])$/.exec(id);
  if (m) return nifLetterOf(Number(m[1])) === m[2] ? 'nif' : null;
  m = /^([XYZ])(\d{7})([A-Z])$/.exec(id);
  if (m) {
    const n = Number(`${'XYZ'.indexOf(m[1] as string)}${m[2]}`);
    return nifLetterOf(n) === m[3] ? 'nie' : null;
  }
  m = /^([KLM])(\d{7})([A-Z])$/.exec(id);
  if (m) return nifLetterOf(Number(m[2])) === m[3] ? 'nif' : null;
  m = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(id);
  if (m) {
    const [, letter, digits, control] = m as unknown as [string, string, string, string];
    const digit = cifControlDigit(digits);
    const asLetter = CIF_CONTROL_LETTERS[digit] as string;
    // Entities that must end in a letter, those that must end in a digit, and the rest either.
    if ('NPQRSW'.includes(letter) || digits.startsWith('00')) return control === asLetter ? 'cif' : null;
    if ('ABEH'.includes(letter)) return control === String(digit) ? 'cif' : null;
    return control === asLetter || control === String(digit) ? 'cif' : null;
  }
  return null;
}

export function isValidTaxId(raw: string): boolean {
  return taxIdKind(raw) !== null;
}

// ---------------------------------------------------------------------------------------------
// Amounts: a line's base and VAT, the breakdown by rate
// ---------------------------------------------------------------------------------------------

/** Integer division rounded half away from zero (exact for any safe integers). */
function divRound(numerator: number, denominator: number): number {
  const sign = Math.sign(numerator) * Math.sign(denominator);
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  return sign * Math.floor((2 * n + d) / (2 * d)) || 0;
}

export interface TLineAmounts {
  totalCents: number;
  baseCents: number;
  vatCents: number;
}

/**
 * A line's amounts: total = quantity × unit price (VAT included); base = round(total / (1 + rate)),
 * half away from zero; VAT = total − base, so base + VAT is always the total printed.
 */
export function lineAmounts(quantity: number, unitPriceCents: number, vatRate: number): TLineAmounts {
  const totalCents = quantity * unitPriceCents;
  const baseCents = divRound(totalCents * 100, 100 + vatRate);
  return { totalCents: totalCents || 0, baseCents, vatCents: totalCents - baseCents || 0 };
}

export interface TVatShare {
  rate: number;
  baseCents: number;
  vatCents: number;
}

/** The VAT breakdown: per rate (highest first) the sums of the lines' bases and VATs. */
export function vatBreakdown(lines: readonly (TLineAmounts & { vatRate: number })[]): TVatShare[] {
  const byRate = new Map<number, TVatShare>();
  for (const line of lines) {
    const share = byRate.get(line.vatRate) ?? { rate: line.vatRate, baseCents: 0, vatCents: 0 };
    share.baseCents += line.baseCents;
    share.vatCents += line.vatCents;
    byRate.set(line.vatRate, share);
  }
  return [...byRate.values()].sort((a, b) => b.rate - a.rate);
}

/** The invoice's totals: sums of its lines. */
export function invoiceTotals(lines: readonly TLineAmounts[]): TLineAmounts {
  return lines.reduce(
    (sum, l) => ({
      totalCents: sum.totalCents + l.totalCents,
      baseCents: sum.baseCents + l.baseCents,
      vatCents: sum.vatCents + l.vatCents,
    }),
    { totalCents: 0, baseCents: 0, vatCents: 0 },
  );
}

/** Full with the customer's tax id; simplified without (refused by the caller above the limit). */
export function invoiceKindFor(customerTaxId: string | null | undefined): 'full' | 'simplified' {
  return customerTaxId ? 'full' : 'simplified';
}

export function exceedsSimplifiedLimit(totalCents: number): boolean {
  return totalCents > SIMPLIFIED_LIMIT_CENTS;
}

/** `{series}{year}-{number padded to 6}`: F2026-000027. */
export function invoiceFullNumber(series: string, year: number, number: number): string {
  return `${series}${year}-${String(number).padStart(6, '0')}`;
}

/** Series are short upper-case codes (letters and digits, 1 to 5). */
export const SERIES_PATTERN = /^[A-Z0-9]{1,5}$/;

export const DEFAULT_INVOICE_SERIES = { full: 'F', simplified: 'T', corrective: 'R' } as const;

/** "12,34 €" (es) or "€12.34" (en) from cents. */
export function formatCents(cents: number, language: TLanguage): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const units = Math.floor(abs / 100);
  const rest = String(abs % 100).padStart(2, '0');
  if (language === 'es') {
    const grouped = String(units).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
    return `${sign}${grouped},${rest} €`;
  }
  const grouped = String(units).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}€${grouped}.${rest}`;
}

/** The printed invoice's words in each language (the PDF; the screens use their locales). */
export const INVOICE_LABELS = {
  es: {
    full: 'Factura',
    simplified: 'Factura simplificada',
    corrective: 'Factura rectificativa',
    number: 'Número',
    date: 'Fecha de expedición',
    issuer: 'Emisor',
    customer: 'Cliente',
    taxId: 'NIF',
    description: 'Concepto',
    quantity: 'Cant.',
    unitPrice: 'Precio (IVA incl.)',
    vatRate: 'IVA',
    base: 'Base imponible',
    vat: 'Cuota IVA',
    total: 'Total',
    vatBreakdown: 'Desglose de IVA',
    rectifies: 'Rectifica a la factura',
    reason: 'Motivo',
    qrBox: 'Código QR fiscal (VERI*FACTU)',
    status: {
      issued: 'Emitida',
      paid: 'Pagada',
      'partly-paid': 'Pagada en parte',
      rectified: 'Rectificada',
      void: 'Anulada',
    },
  },
  en: {
    full: 'Invoice',
    simplified: 'Simplified invoice',
    corrective: 'Corrective invoice',
    number: 'Number',
    date: 'Date of issue',
    issuer: 'Issuer',
    customer: 'Customer',
    taxId: 'Tax ID',
    description: 'Description',
    quantity: 'Qty',
    unitPrice: 'Price (VAT incl.)',
    vatRate: 'VAT',
    base: 'Taxable base',
    vat: 'VAT amount',
    total: 'Total',
    vatBreakdown: 'VAT breakdown',
    rectifies: 'Corrects invoice',
    reason: 'Reason',
    qrBox: 'Fiscal QR code (VERI*FACTU)',
    status: {
      issued: 'Issued',
      paid: 'Paid',
      'partly-paid': 'Partly paid',
      rectified: 'Rectified',
      void: 'Void',
    },
  },
} as const satisfies Record<TLanguage, unknown>;

/** The price a daycare package of this type is sold at (a 1-day package is a day). */
export function packagePriceCode(packageType: string): string {
  if (packageType === '15-day') return PRICE_CODES.daycarePack15;
  if (packageType === '30-day') return PRICE_CODES.daycarePack30;
  return PRICE_CODES.daycareDay;
}
