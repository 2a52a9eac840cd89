// A streamed JSON array answer (GET /api/dogs, GET /api/daycare/visits): the rows arrive as
// JSON text, one string per batch, and are written out as they come, waiting while the client
// is slow and stopping the reading when it goes away.
import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Writes a chunk, waiting while the client is slow; false when the client went away. */
async function write(res: ServerResponse, chunk: string): Promise<boolean> {
  if (res.destroyed) return false;
  if (res.write(chunk)) return true;
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      res.off('drain', onDrain);
      res.off('close', onClose);
      resolve(ok);
    };
    const onDrain = () => done(true);
    const onClose = () => done(false);
    res.on('drain', onDrain);
    res.on('close', onClose);
  });
}

/**
 * Answers 200 with `[` + the batches joined by `,` + `]`. Each batch is the inside of an array
 * (`{...},{...}`). `what` names the list in the log line of a failure midway. With `envelope`,
 * the array is that key's value in an object (`{"bookings":[...]}`).
 */
export async function streamJsonArray(
  { req, reply }: { req: FastifyRequest; reply: FastifyReply },
  batches: AsyncGenerator<string>,
  what: string,
  opts: { envelope?: string } = {},
): Promise<FastifyReply> {
  const [open, close] = opts.envelope ? [`{${JSON.stringify(opts.envelope)}:[`, ']}'] : ['[', ']'];
  // The first batch is read before answering, so a database failure is still a clean error.
  const first = await batches.next();
  reply.hijack();
  const res = reply.raw;
  // A hijacked reply skips the onSend hooks, so the hardening headers are set here too.
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'same-origin',
  });
  try {
    let separator = '';
    let batch = first;
    let writable = await write(res, open);
    while (writable && !batch.done) {
      writable = await write(res, separator + batch.value);
      separator = ',';
      batch = await batches.next();
    }
    if (writable) res.end(close);
    else await batches.return(undefined);
  } catch (error) {
    req.log.error({ err: error }, `streaming the ${what} list failed`);
    res.destroy(error as Error);
  }
  return reply;
}
