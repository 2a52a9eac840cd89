// The fingerprint of VERI*FACTU records against AEAT's own worked examples, the invoice types, the
// QR's parameters, amounts and the zoned timestamp.
import { describe, expect, it } from 'vitest';
import {
  altaHashText,
  anulacionHashText,
  fiscalAmount,
  fiscalHash,
  fiscalInvoiceType,
  fiscalQrUrl,
  fiscalTimestamp,
  sha256Hex,
} from './fiscal.rules';

// AEAT, "Detalle de las especificaciones técnicas para generación de la huella o hash de los
// registros de facturación" v0.1.2, section 6, examples quoted verbatim:
const AEAT_1 =
  'IDEmisorFactura=89890001K&NumSerieFactura=12345678/G33&FechaExpedicionFactura=01-01-2024&TipoFactura=F1&CuotaTotal=12.35&ImporteTotal=123.45&Huella=&FechaHoraHusoGenRegistro=2024-01-01T19:20:30+01:00';
const AEAT_1_HASH = '3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60';
const AEAT_2 =
  'IDEmisorFactura=89890001K&NumSerieFactura=12345679/G34&FechaExpedicionFactura=01-01-2024&TipoFactura=F1&CuotaTotal=12.35&ImporteTotal=123.45&Huella=3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60&FechaHoraHusoGenRegistro=2024-01-01T19:20:35+01:00';
const AEAT_2_HASH = 'F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97';
const AEAT_3 =
  'IDEmisorFacturaAnulada=89890001K&NumSerieFacturaAnulada=12345679/G34&FechaExpedicionFacturaAnulada=01-01-2024&Huella=F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97&FechaHoraHusoGenRegistro=2024-01-01T19:20:40+01:00';
const AEAT_3_HASH = '177547C0D57AC74748561D054A9CEC14B4C4EA23D1BEFD6F2E69E3A388F90C68';

describe('VERI*FACTU fingerprint (AEAT worked examples)', () => {
  it('builds the text of example 1 (first alta, empty Huella) and hashes it to AEAT figure', async () => {
    const fields = {
      issuerTaxId: '89890001K',
      fullNumber: '12345678/G33',
      issueDate: '2024-01-01',
      invoiceType: 'F1' as const,
      vatCents: 1235,
      totalCents: 12345,
      previousHash: null,
      generatedAt: '2024-01-01T19:20:30+01:00',
    };
    expect(altaHashText(fields)).toBe(AEAT_1);
    expect(await fiscalHash({ type: 'alta', ...fields })).toBe(AEAT_1_HASH);
  });

  it('chains example 2 on example 1', async () => {
    const fields = {
      issuerTaxId: '89890001K',
      fullNumber: '12345679/G34',
      issueDate: '2024-01-01',
      invoiceType: 'F1' as const,
      vatCents: 1235,
      totalCents: 12345,
      previousHash: AEAT_1_HASH,
      generatedAt: '2024-01-01T19:20:35+01:00',
    };
    expect(altaHashText(fields)).toBe(AEAT_2);
    expect(await fiscalHash({ type: 'alta', ...fields })).toBe(AEAT_2_HASH);
  });

  it('builds the anulacion of example 3 and hashes it to AEAT figure', async () => {
    const fields = {
      issuerTaxId: '89890001K',
      fullNumber: '12345679/G34',
      issueDate: '2024-01-01',
      previousHash: AEAT_2_HASH,
      generatedAt: '2024-01-01T19:20:40+01:00',
    };
    expect(anulacionHashText(fields)).toBe(AEAT_3);
    expect(await fiscalHash({ type: 'anulacion', ...fields })).toBe(AEAT_3_HASH);
  });

  it('any change of a field changes the hash', async () => {
    expect(await sha256Hex(AEAT_1.replace('123.45', '123.46'))).not.toBe(AEAT_1_HASH);
  });
});

describe('invoice types, amounts, timestamps and the QR', () => {
  it('F1 full, F2 simplified, R4 correcting a full, R5 correcting a simplified', () => {
    expect(fiscalInvoiceType('full')).toBe('F1');
    expect(fiscalInvoiceType('simplified')).toBe('F2');
    expect(fiscalInvoiceType('corrective', 'full')).toBe('R4');
    expect(fiscalInvoiceType('corrective', 'simplified')).toBe('R5');
  });

  it('writes cents with two decimals and a point, negatives with a minus', () => {
    expect(fiscalAmount(12345)).toBe('123.45');
    expect(fiscalAmount(5)).toBe('0.05');
    expect(fiscalAmount(0)).toBe('0.00');
    expect(fiscalAmount(-1210)).toBe('-12.10');
  });

  it('writes the generation time in the business zone with its offset (winter and summer)', () => {
    expect(fiscalTimestamp(new Date('2024-01-01T18:20:30.789Z'), 'Europe/Madrid')).toBe(
      '2024-01-01T19:20:30+01:00',
    );
    expect(fiscalTimestamp(new Date('2024-07-01T18:20:30Z'), 'Europe/Madrid')).toBe(
      '2024-07-01T20:20:30+02:00',
    );
    expect(fiscalTimestamp(new Date('2024-07-01T18:20:30Z'), 'Atlantic/Canary')).toBe(
      '2024-07-01T19:20:30+01:00',
    );
  });

  it("QR URL: AEAT's address and parameters, each value URL-encoded (numserie 12345678&G33)", () => {
    expect(
      fiscalQrUrl('production', {
        issuerTaxId: '89890001K',
        fullNumber: '12345678&G33',
        issueDate: '2024-09-01',
        totalCents: 24199,
      }),
    ).toBe(
      'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=89890001K&numserie=12345678%26G33&fecha=01-09-2024&importe=241.99',
    );
    expect(
      fiscalQrUrl('test', {
        issuerTaxId: 'B87654323',
        fullNumber: 'T2026-7',
        issueDate: '2026-11-26',
        totalCents: 100,
      }),
    ).toBe(
      'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=B87654323&numserie=T2026-7&fecha=26-11-2026&importe=1.00',
    );
  });
});
