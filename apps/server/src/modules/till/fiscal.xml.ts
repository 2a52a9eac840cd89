// The XML of a fiscal record as AEAT's SuministroLR schema (SuministroLR.xsd and
// SuministroInformacion.xsd, VERI*FACTU) names it: RegFactuSistemaFacturacion > Cabecera and
// RegistroFactura > RegistroAlta | RegistroAnulacion, with IDFactura, the amounts, Encadenamiento
// (PrimerRegistro or RegistroAnterior), SistemaInformatico, FechaHoraHusoGenRegistro, TipoHuella
// and Huella. Built with xmlbuilder2 (values escaped by the builder).
import { fiscalAmount, fiscalDate, type TFiscalInvoiceType, type TFiscalRecordType } from '@pawdesk/domain';
import { create } from 'xmlbuilder2';

const NS_LR =
  'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroLR.xsd';
const NS_SI =
  'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroInformacion.xsd';

/** The invoicing system (SistemaInformatico): PawDesk, declared by its producer. */
export const SISTEMA_INFORMATICO = {
  NombreRazon: 'PawDesk',
  NIF: 'B87654323',
  NombreSistemaInformatico: 'PawDesk',
  IdSistemaInformatico: 'PD',
  Version: '1.0',
  NumeroInstalacion: '1',
  TipoUsoPosibleSoloVerifactu: 'S',
  TipoUsoPosibleMultiOT: 'N',
  IndicadorMultiplesOT: 'N',
} as const;

export interface RecordForXml {
  type: TFiscalRecordType;
  issuerTaxId: string;
  issuerName: string;
  fullNumber: string;
  issueDate: string;
  invoiceType: TFiscalInvoiceType;
  vatCents: number;
  totalCents: number;
  previousHash: string | null;
  hash: string;
  generatedAt: string;
  /** The record before in the chain (null for the first). */
  previous: { fullNumber: string; issueDate: string } | null;
  vat: readonly { rate: number; baseCents: number; vatCents: number }[];
}

export function recordXml(r: RecordForXml): string {
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(NS_LR, 'sum:RegFactuSistemaFacturacion', {
    'xmlns:sum1': NS_SI,
  });
  const si = (parent: ReturnType<typeof root.ele>, name: string) => parent.ele(NS_SI, `sum1:${name}`);
  const obligado = si(root.ele(NS_LR, 'sum:Cabecera'), 'ObligadoEmision');
  si(obligado, 'NombreRazon').txt(r.issuerName);
  si(obligado, 'NIF').txt(r.issuerTaxId);
  const reg = si(
    root.ele(NS_LR, 'sum:RegistroFactura'),
    r.type === 'alta' ? 'RegistroAlta' : 'RegistroAnulacion',
  );
  si(reg, 'IDVersion').txt('1.0');
  const date = fiscalDate(r.issueDate);
  if (r.type === 'alta') {
    const id = si(reg, 'IDFactura');
    si(id, 'IDEmisorFactura').txt(r.issuerTaxId);
    si(id, 'NumSerieFactura').txt(r.fullNumber);
    si(id, 'FechaExpedicionFactura').txt(date);
    si(reg, 'NombreRazonEmisor').txt(r.issuerName);
    si(reg, 'TipoFactura').txt(r.invoiceType);
    if (r.invoiceType.startsWith('R')) si(reg, 'TipoRectificativa').txt('I');
    si(reg, 'DescripcionOperacion').txt('Servicios de guardería, hotel, veterinaria y peluquería canina');
    const desglose = si(reg, 'Desglose');
    for (const v of r.vat) {
      const d = si(desglose, 'DetalleDesglose');
      si(d, 'ClaveRegimen').txt('01');
      si(d, 'CalificacionOperacion').txt('S1');
      si(d, 'TipoImpositivo').txt(v.rate.toFixed(2));
      si(d, 'BaseImponibleOimporteNoSujeto').txt(fiscalAmount(v.baseCents));
      si(d, 'CuotaRepercutida').txt(fiscalAmount(v.vatCents));
    }
    si(reg, 'CuotaTotal').txt(fiscalAmount(r.vatCents));
    si(reg, 'ImporteTotal').txt(fiscalAmount(r.totalCents));
  } else {
    const id = si(reg, 'IDFactura');
    si(id, 'IDEmisorFacturaAnulada').txt(r.issuerTaxId);
    si(id, 'NumSerieFacturaAnulada').txt(r.fullNumber);
    si(id, 'FechaExpedicionFacturaAnulada').txt(date);
  }
  const chain = si(reg, 'Encadenamiento');
  if (!r.previous || !r.previousHash) si(chain, 'PrimerRegistro').txt('S');
  else {
    const prev = si(chain, 'RegistroAnterior');
    si(prev, 'IDEmisorFactura').txt(r.issuerTaxId);
    si(prev, 'NumSerieFactura').txt(r.previous.fullNumber);
    si(prev, 'FechaExpedicionFactura').txt(fiscalDate(r.previous.issueDate));
    si(prev, 'Huella').txt(r.previousHash);
  }
  const sys = si(reg, 'SistemaInformatico');
  for (const [k, v] of Object.entries(SISTEMA_INFORMATICO)) si(sys, k).txt(v);
  si(reg, 'FechaHoraHusoGenRegistro').txt(r.generatedAt);
  si(reg, 'TipoHuella').txt('01');
  si(reg, 'Huella').txt(r.hash);
  return root.end({ prettyPrint: false });
}
