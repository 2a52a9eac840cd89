// AEAT's VERI*FACTU web service speaks SOAP 1.1 (SistemaFacturacion.wsdl, VerifactuSOAP): a record's
// RegFactuSistemaFacturacion document (fiscal.xml.ts, as the outbox keeps it) travels in the Body
// of an Envelope, and the answer is a RespuestaRegFactuSistemaFacturacion (RespuestaSuministro.xsd)
// or, for a request the service cannot take, a SOAP Fault. readAeatAnswer turns an answer into
// what the outbox does with the record (decision 0085):
//   - Fault (AEAT's HTTP 500 for a malformed request): rejected, with its faultstring;
//   - EstadoRegistro Correcto or AceptadoConErrores: accepted (sent);
//   - EstadoRegistro Incorrecto: rejected with CodigoErrorRegistro and DescripcionErrorRegistro,
//     except code 3000 (duplicate record): AEAT already holds it (an earlier send whose answer was
//     lost), so it is accepted rather than retried for ever;
//   - no EstadoRegistro: EstadoEnvio decides (Correcto or ParcialmenteCorrecto accepted,
//     Incorrecto rejected);
//   - a 4xx without either (a certificate refused): rejected with the status;
//   - anything else (5xx, a body that says nothing): null, AEAT not reached: retried later.
// Element names are matched without their prefix (AEAT writes env:, tikR:, tik:).
import type { SendResult } from './fiscal.outbox';

export const SOAP_ENV_NS = 'http://schemas.xmlsoap.org/soap/envelope/';

/** AEAT's code for a record it already holds (its error list, "Registro de facturación duplicado"). */
export const AEAT_DUPLICATE_RECORD = '3000';

/** The record's document as the Body of a SOAP 1.1 Envelope (its XML declaration moved to the top). */
export function soapEnvelope(recordXml: string): string {
  const body = recordXml.replace(/^\s*<\?xml[^?]*\?>\s*/, '');
  return `<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="${SOAP_ENV_NS}"><soapenv:Header/><soapenv:Body>${body}</soapenv:Body></soapenv:Envelope>`;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name] ?? '')
    .trim();
}

/** The text of the first element with this local name (any prefix), or null. */
function element(body: string, name: string): string | null {
  const match = new RegExp(`<(?:[\\w.-]+:)?${name}(?:\\s[^>]*)?>([^<]*)</(?:[\\w.-]+:)?${name}>`).exec(body);
  return match?.[1] === undefined ? null : decode(match[1]);
}

/** What AEAT's answer means for the record; null when AEAT was not reached (retry later). */
export function readAeatAnswer(status: number, body: string): SendResult | null {
  const fault = element(body, 'faultstring');
  if (fault !== null) return { outcome: 'rejected', error: `SOAP Fault: ${fault}`.slice(0, 500) };
  const record = element(body, 'EstadoRegistro');
  if (record === 'Correcto' || record === 'AceptadoConErrores') return { outcome: 'accepted' };
  if (record === 'Incorrecto') {
    const code = element(body, 'CodigoErrorRegistro');
    if (code === AEAT_DUPLICATE_RECORD) return { outcome: 'accepted' };
    const description = element(body, 'DescripcionErrorRegistro') ?? '';
    return {
      outcome: 'rejected',
      error: [code, description].filter(Boolean).join(' ').slice(0, 500) || 'Incorrecto',
    };
  }
  const sending = element(body, 'EstadoEnvio');
  if (sending === 'Correcto' || sending === 'ParcialmenteCorrecto') return { outcome: 'accepted' };
  if (sending === 'Incorrecto') return { outcome: 'rejected', error: sending };
  if (status >= 400 && status < 500)
    return { outcome: 'rejected', error: `${status} ${body.slice(0, 480)}`.trim() };
  return null;
}
