// Sending a record as AEAT's VERI*FACTU service takes it (fiscal.soap.ts, decision 0085): the
// record's document inside a SOAP 1.1 Envelope, over mutual TLS with the business's PKCS#12
// certificate, and AEAT's answers read as the outbox needs them. The answers below follow AEAT's
// RespuestaSuministro.xsd (env:/tikR:/tik: prefixes as AEAT writes them); the TLS endpoint is a
// real HTTPS listener in this process that demands a client certificate from a test authority
// (made with openssl, Debian's, installed with apt-get when missing like Chromium).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TLSSocket } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apt, aptAvailable } from '../../../../../scripts/lib/apt.mjs';
import { loadEnv } from '../../env';
import { adapterFromEnv, httpAdapter } from './fiscal.outbox';
import { readAeatAnswer, soapEnvelope } from './fiscal.soap';
import { recordXml } from './fiscal.xml';

const TIKR =
  'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/RespuestaSuministro.xsd';
const TIK =
  'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroInformacion.xsd';

/** AEAT's answer to one record: EstadoEnvio, and the record's line with its state and error. */
function answer(sending: string, record: string, error?: { code: string; text: string }): string {
  return `<?xml version="1.0" encoding="UTF-8"?><env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Header/><env:Body><tikR:RespuestaRegFactuSistemaFacturacion xmlns:tikR="${TIKR}" xmlns:tik="${TIK}"><tikR:CSV>A-7HCKLWW8EE9N43</tikR:CSV><tikR:DatosPresentacion><tik:NIFPresentador>B87654323</tik:NIFPresentador><tik:TimestampPresentacion>2026-11-27T10:15:02+01:00</tik:TimestampPresentacion></tikR:DatosPresentacion><tikR:Cabecera><tik:ObligadoEmision><tik:NombreRazon>GUARDERIA PAWDESK SL</tik:NombreRazon><tik:NIF>B87654323</tik:NIF></tik:ObligadoEmision></tikR:Cabecera><tikR:TiempoEsperaEnvio>60</tikR:TiempoEsperaEnvio><tikR:EstadoEnvio>${sending}</tikR:EstadoEnvio><tikR:RespuestaLinea><tikR:IDFactura><tik:IDEmisorFactura>B87654323</tik:IDEmisorFactura><tik:NumSerieFactura>T2026-000001</tik:NumSerieFactura><tik:FechaExpedicionFactura>27-11-2026</tik:FechaExpedicionFactura></tikR:IDFactura><tikR:Operacion><tik:TipoOperacion>Alta</tik:TipoOperacion></tikR:Operacion><tikR:EstadoRegistro>${record}</tikR:EstadoRegistro>${
    error
      ? `<tikR:CodigoErrorRegistro>${error.code}</tikR:CodigoErrorRegistro><tikR:DescripcionErrorRegistro>${error.text}</tikR:DescripcionErrorRegistro>`
      : ''
  }</tikR:RespuestaLinea></tikR:RespuestaRegFactuSistemaFacturacion></env:Body></env:Envelope>`;
}

const FAULT =
  '<?xml version="1.0" encoding="UTF-8"?><env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body><env:Fault><faultcode>env:Client</faultcode><faultstring>Codigo[4102].El XML no cumple el esquema. Falta informar campo obligatorio.: Huella</faultstring></env:Fault></env:Body></env:Envelope>';

const RECORD = recordXml({
  type: 'alta',
  issuerTaxId: 'B87654323',
  issuerName: 'GUARDERIA PAWDESK SL',
  fullNumber: 'T2026-000001',
  issueDate: '2026-11-27',
  invoiceType: 'F2',
  vatCents: 420,
  totalCents: 2420,
  previousHash: null,
  hash: '3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60',
  generatedAt: '2026-11-27T10:15:00+01:00',
  previous: null,
  vat: [{ rate: 21, baseCents: 2000, vatCents: 420 }],
});

describe('AEAT answers', () => {
  it('a record AEAT takes, with or without errors it accepts, is sent', () => {
    expect(readAeatAnswer(200, answer('Correcto', 'Correcto'))).toEqual({ outcome: 'accepted' });
    expect(
      readAeatAnswer(
        200,
        answer('ParcialmenteCorrecto', 'AceptadoConErrores', {
          code: '2000',
          text: 'El cálculo de la huella suministrada es incorrecta',
        }),
      ),
    ).toEqual({ outcome: 'accepted' });
  });

  it('a record AEAT refuses is rejected with its code and words, entities decoded', () => {
    expect(
      readAeatAnswer(
        200,
        answer('Incorrecto', 'Incorrecto', {
          code: '4109',
          text: 'El NIF no est&#xE1; identificado. NIF: B87654323 &amp; otros',
        }),
      ),
    ).toEqual({ outcome: 'rejected', error: '4109 El NIF no está identificado. NIF: B87654323 & otros' });
  });

  it('a duplicate (3000: AEAT already holds it, an earlier answer was lost) counts as sent', () => {
    expect(
      readAeatAnswer(
        200,
        answer('Incorrecto', 'Incorrecto', { code: '3000', text: 'Registro de facturación duplicado.' }),
      ),
    ).toEqual({ outcome: 'accepted' });
  });

  it('a submission refused as a whole (EstadoEnvio Incorrecto, no line) is a refusal in the word AEAT uses', () => {
    const whole = answer('Incorrecto', 'Correcto').replace(
      /<tikR:RespuestaLinea>.*<\/tikR:RespuestaLinea>/s,
      '',
    );
    expect(whole).not.toContain('EstadoRegistro');
    expect(readAeatAnswer(200, whole)).toEqual({ outcome: 'rejected', error: 'Incorrecto' });
  });

  it('a SOAP Fault is a refusal, even as HTTP 500; a 4xx without an answer too', () => {
    expect(readAeatAnswer(500, FAULT)).toEqual({
      outcome: 'rejected',
      error:
        'SOAP Fault: Codigo[4102].El XML no cumple el esquema. Falta informar campo obligatorio.: Huella',
    });
    expect(readAeatAnswer(403, 'Forbidden')).toEqual({ outcome: 'rejected', error: '403 Forbidden' });
  });

  it('an answer that says nothing (5xx, an HTML page, an empty 200) means AEAT was not reached', () => {
    expect(readAeatAnswer(503, '<html><body>Service Unavailable</body></html>')).toBeNull();
    expect(readAeatAnswer(200, '')).toBeNull();
    expect(readAeatAnswer(200, '<html><body>Mantenimiento</body></html>')).toBeNull();
  });

  it('wraps the record in a SOAP 1.1 Envelope, one XML declaration at the top', () => {
    const envelope = soapEnvelope(RECORD);
    expect(envelope.match(/<\?xml/g)).toHaveLength(1);
    expect(envelope.startsWith('<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope')).toBe(true);
    expect(envelope).toMatch(
      /<soapenv:Header\/><soapenv:Body><sum:RegFactuSistemaFacturacion [^>]*>.*<\/sum:RegFactuSistemaFacturacion><\/soapenv:Body><\/soapenv:Envelope>$/s,
    );
  });
});

describe('sending over mutual TLS with the business certificate', () => {
  let dir: string;
  let server: Server;
  let url: string;
  const received: { body: string; client: string | null; soapAction: string | undefined }[] = [];

  /** openssl with `words` (split on spaces) and then `rest` as given (a subject with spaces). */
  const openssl = (words: string, ...rest: string[]) =>
    execFileSync('openssl', [...words.split(' '), ...rest], { cwd: dir, stdio: 'pipe' });

  beforeAll(async () => {
    if (!existsSync('/usr/bin/openssl')) {
      const { isRoot, hasApt } = aptAvailable();
      if (!isRoot || !hasApt || !apt(['install', '-y', '--no-install-recommends', 'openssl'], '[openssl]')) {
        throw new Error('openssl is needed to make the test certificates: apt-get install -y openssl');
      }
    }
    dir = mkdtempSync(join(tmpdir(), 'pawdesk-aeat-tls-'));
    // A test authority; AEAT's endpoint certificate; the business's certificate as PKCS#12.
    const key = '-newkey rsa:2048 -nodes -days 2';
    openssl(`req -x509 ${key} -keyout ca.key -out ca.crt -subj`, '/CN=Test AEAT CA');
    openssl(`req ${key} -keyout server.key -out server.csr -subj`, '/CN=127.0.0.1');
    writeFileSync(join(dir, 'san.ext'), 'subjectAltName=IP:127.0.0.1\n');
    openssl(
      'x509 -req -in server.csr -CA ca.crt -CAkey ca.key -CAcreateserial -days 2 -extfile san.ext -out server.crt',
    );
    openssl(
      `req ${key} -keyout client.key -out client.csr -subj`,
      '/CN=GUARDERIA PAWDESK SL/serialNumber=B87654323',
    );
    openssl('x509 -req -in client.csr -CA ca.crt -CAkey ca.key -CAcreateserial -days 2 -out client.crt');
    openssl('pkcs12 -export -inkey client.key -in client.crt -out business.p12 -passout pass:clave-secreta');

    server = createServer(
      {
        key: readFileSync(join(dir, 'server.key')),
        cert: readFileSync(join(dir, 'server.crt')),
        ca: readFileSync(join(dir, 'ca.crt')),
        requestCert: true,
        rejectUnauthorized: true,
      },
      (req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          const peer = (req.socket as TLSSocket).getPeerCertificate();
          received.push({
            body: Buffer.concat(chunks).toString('utf8'),
            client: typeof peer.subject?.serialNumber === 'string' ? peer.subject.serialNumber : null,
            soapAction: req.headers.soapaction as string | undefined,
          });
          res
            .writeHead(200, { 'content-type': 'text/xml; charset=UTF-8' })
            .end(answer('Correcto', 'Correcto'));
        });
      },
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `https://127.0.0.1:${(server.address() as AddressInfo).port}/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('is refused at the handshake without the certificate: not reached, the record stays to retry', async () => {
    const adapter = httpAdapter({ url, timeoutMs: 5000, ca: readFileSync(join(dir, 'ca.crt')) });
    await expect(adapter.send(RECORD)).rejects.toThrow();
    expect(received).toHaveLength(0);
  });

  it('as configured from the environment: the certificate presented, the envelope sent, AEAT accepts', async () => {
    const env = loadEnv({
      FISCAL_SENDING: 'on',
      AEAT_ENDPOINT_URL: url,
      AEAT_CERT_PATH: join(dir, 'business.p12'),
      AEAT_CERT_PASSWORD: 'clave-secreta',
      AEAT_CA_PATH: join(dir, 'ca.crt'),
    });
    const adapter = adapterFromEnv(env);
    expect(adapter).not.toBeNull();
    expect(await adapter?.send(RECORD)).toEqual({ outcome: 'accepted' });
    expect(received).toHaveLength(1);
    expect(received[0]?.client).toBe('B87654323');
    expect(received[0]?.soapAction).toBe('""');
    const body = received[0]?.body ?? '';
    expect(body).toContain('<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/">');
    expect(body).toContain('<sum1:NumSerieFactura>T2026-000001</sum1:NumSerieFactura>');
    expect(body).toContain(
      '<sum1:Huella>3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60</sum1:Huella>',
    );
  });
});
