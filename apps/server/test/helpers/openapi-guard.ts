// The drift guard: every REST answer a test receives is checked against the app's own
// /api/openapi.json. The operation is found by route pattern and method, the response by
// status (or `default`); the body must be what that response's schema says, documented
// headers must be present, and a status the operation does not document is a violation too.
// Any violation fails the test file in afterAll with a readable list.

import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { afterAll } from 'vitest';

// ajv-formats is CommonJS with a default export; under ESM interop it may arrive wrapped.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as unknown as (ajv: Ajv) => Ajv;

type Json = Record<string, unknown>;

export interface RestAnswer {
  method: string;
  /** Fastify's route pattern, e.g. /api/users/:id */
  routeUrl: string;
  /** The requested URL, for the report. */
  url: string;
  status: number;
  headers: Record<string, unknown>;
  /** The raw body as sent. */
  body: string;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { responses: Record<string, Json> }>>;
}

/** Checks answers against one OpenAPI 3.0 document; returns the violations of one answer. */
export function createOpenApiChecker(document: OpenApiDocument): (answer: RestAnswer) => string[] {
  // OpenAPI 3.0 schemas: `nullable` is understood by Ajv itself; `example`, `description`
  // and friends are annotations, hence strict: false (the document's own validity is checked
  // against the OpenAPI meta-schema in test/openapi.test.ts).
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  const validators = new Map<string, ValidateFunction>();

  return (answer) => {
    const path = answer.routeUrl.replace(/:(\w+)/g, '{$1}');
    const method = answer.method === 'HEAD' ? 'get' : answer.method.toLowerCase();
    const where = `${answer.method} ${answer.url} -> ${answer.status}`;
    const operation = document.paths[path]?.[method];
    if (!operation) return [`${where}: no operation ${method.toUpperCase()} ${path} in the document`];
    const key = String(answer.status);
    const response = operation.responses[key] ?? operation.responses.default;
    if (!response) {
      return [
        `${where}: status ${answer.status} is not documented (documented: ${Object.keys(operation.responses).join(', ')}); body ${answer.body.slice(0, 200)}`,
      ];
    }
    const problems: string[] = [];
    for (const header of Object.keys((response.headers as Json | undefined) ?? {})) {
      if (answer.headers[header.toLowerCase()] === undefined)
        problems.push(`${where}: header ${header} missing`);
    }
    if (answer.method === 'HEAD') return problems;
    const content = response.content as Record<string, { schema?: Json }> | undefined;
    const json = content?.['application/json'];
    const binary = Object.keys(content ?? {}).find((media) => media !== 'application/json');
    if (!json && binary) {
      // A documented binary answer (a PDF): its content type is the one documented.
      const type = String(answer.headers['content-type'] ?? '');
      if (!type.startsWith(binary)) problems.push(`${where}: content-type ${type}, not ${binary}`);
      return problems;
    }
    if (!json) {
      if (answer.body.length > 0) problems.push(`${where}: a body was sent but none is documented`);
      return problems;
    }
    const type = String(answer.headers['content-type'] ?? '');
    if (!type.startsWith('application/json'))
      problems.push(`${where}: content-type ${type}, not application/json`);
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return [...problems, `${where}: body is not JSON: ${answer.body.slice(0, 200)}`];
    }
    if (!json.schema) return problems;
    const cacheKey = `${method} ${path} ${key in operation.responses ? key : 'default'}`;
    let validate = validators.get(cacheKey);
    if (!validate) {
      try {
        validate = ajv.compile(json.schema);
      } catch (error) {
        return [...problems, `${where}: the documented schema does not compile: ${(error as Error).message}`];
      }
      validators.set(cacheKey, validate);
    }
    if (!validate(body)) {
      const errors = (validate.errors ?? [])
        .slice(0, 8)
        .map(
          (e) =>
            `${e.instancePath || '(body)'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`,
        );
      problems.push(
        `${where}: body does not match the schema:\n      ${errors.join('\n      ')}\n      body: ${answer.body.slice(0, 300)}`,
      );
    }
    return problems;
  };
}

interface Captured {
  chunks: Buffer[];
  /** What onSend saw (every reply but a hijacked one). */
  payload?: string;
  /** Headers given to writeHead directly (a hijacked reply). */
  headers: Record<string, unknown>;
}

const captured = new WeakMap<FastifyRequest, Captured>();

/** The violations of every failing guard of this test file. */
const fileViolations: string[][] = [];

// Registered when this module is imported, i.e. while the test file is collected: an afterAll
// registered later (createTestApp runs inside beforeAll) would never run.
afterAll(() => {
  const all = fileViolations.flat();
  if (all.length === 0) return;
  throw new Error(
    `${all.length} REST answer(s) do not match /api/openapi.json (fix the document or the route, never loosen the schema):\n  - ${all.slice(0, 40).join('\n  - ')}`,
  );
});

function inScope(request: FastifyRequest): boolean {
  const url = request.url.split('?')[0] ?? '';
  return url.startsWith('/api/') && url !== '/api/openapi.json' && !url.startsWith('/api/docs');
}

function toBuffer(chunk: unknown, encoding?: unknown): Buffer | null {
  if (typeof chunk === 'string')
    return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  return null;
}

/**
 * Hooks that record every /api answer of `app` (call before app.ready()); the returned
 * `start()` loads /api/openapi.json from the app (call after ready). A test file with any
 * violation fails in afterAll.
 */
export function guardRestAnswers(
  app: FastifyInstance,
  opts: { failFile?: boolean } = {},
): { start: () => Promise<void>; violations: readonly string[]; readonly checked: number } {
  const violations: string[] = [];
  let check: ((answer: RestAnswer) => string[]) | null = null;
  const pending: RestAnswer[] = [];
  let checked = 0;

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!inScope(request)) return;
    const record: Captured = { chunks: [], headers: {} };
    captured.set(request, record);
    // Tee what is written to the socket: a hijacked reply (the streamed dog list) skips onSend.
    const raw = reply.raw;
    const writeHead = raw.writeHead.bind(raw) as (...args: unknown[]) => unknown;
    raw.writeHead = ((status: number, ...rest: unknown[]) => {
      const headers = rest.find((r) => r && typeof r === 'object' && !Array.isArray(r));
      if (headers) {
        for (const [name, value] of Object.entries(headers)) record.headers[name.toLowerCase()] = value;
      }
      return writeHead(status, ...rest);
    }) as typeof raw.writeHead;
    const write = raw.write.bind(raw) as (...args: unknown[]) => boolean;
    const end = raw.end.bind(raw) as (...args: unknown[]) => unknown;
    // end(chunk) may call write(chunk) itself (light-my-request does): count it once.
    let ending = false;
    raw.write = ((chunk: unknown, ...rest: unknown[]) => {
      const buffer = ending ? null : toBuffer(chunk, rest[0]);
      if (buffer) record.chunks.push(buffer);
      return write(chunk, ...rest);
    }) as typeof raw.write;
    raw.end = ((chunk?: unknown, ...rest: unknown[]) => {
      const buffer = typeof chunk === 'function' ? null : toBuffer(chunk, rest[0]);
      if (buffer) record.chunks.push(buffer);
      ending = true;
      try {
        return end(chunk, ...rest);
      } finally {
        ending = false;
      }
    }) as typeof raw.end;
  });

  app.addHook('onSend', async (request, _reply, payload) => {
    const record = captured.get(request);
    if (record && (typeof payload === 'string' || payload instanceof Uint8Array)) {
      record.payload = Buffer.from(payload).toString('utf8');
    }
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    const routeUrl = request.routeOptions.url;
    // An unknown path matches no operation: the not-found answer is not part of the document.
    if (!inScope(request) || !routeUrl?.startsWith('/api/')) return;
    const record = captured.get(request);
    const answer: RestAnswer = {
      method: request.method,
      routeUrl,
      url: request.url,
      status: reply.statusCode,
      headers: { ...record?.headers, ...(reply.raw.getHeaders() as Record<string, unknown>) },
      body: record?.payload ?? Buffer.concat(record?.chunks ?? []).toString('utf8'),
    };
    checked++;
    if (check) violations.push(...check(answer));
    else pending.push(answer);
  });

  if (opts.failFile !== false) fileViolations.push(violations);

  return {
    violations,
    /** How many answers were checked so far. */
    get checked() {
      return checked;
    },
    async start() {
      const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
      check = createOpenApiChecker(res.json());
      for (const answer of pending.splice(0)) violations.push(...check(answer));
    },
  };
}
