// A streamed JSON array answer (GET /api/dogs, GET /api/daycare/visits...): the rows arrive as
// JSON text, one string per batch, and are written out as they come.
//
// A client that reads slowly, or not at all, must not make the server hold the list: each batch is
// turned into bytes and handed to the socket in slices of STREAM_SLICE_BYTES, each slice waiting
// until the socket has taken the previous ones ('drain'), and the next batch is asked for only
// once the socket has taken the whole current one. So one stream holds at most the batch being
// written plus the one its reader has read ahead (db/row-stream.ts), a few MiB, however large the
// list. A client that takes nothing for STREAM_STALL_TIMEOUT_MS is cut (a TCP reset), which
// releases its batches and its slot of the account's heavy lists (rest/heavy-lists.ts). HEAD reads
// no row at all.
import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pathOf, securityHeaders } from '../lib/security-headers';
import type { StreamReport } from './heavy-lists';

/** How much is handed to the socket at once. */
export const STREAM_SLICE_BYTES = 64 * 1024;

type WriteState = 'ok' | 'client-gone' | 'stalled';

/**
 * Hands a slice to the socket. When the socket's buffer is full, waits until it has taken all of
 * it, at most `stallMs`: a client that reads nothing meanwhile has stalled.
 */
function writeSlice(
  res: ServerResponse,
  slice: Buffer,
  stallMs: number,
  onSent: (bytes: number) => void,
): WriteState | Promise<WriteState> {
  if (res.destroyed || res.writableEnded) return 'client-gone';
  const size = slice.length;
  if (res.write(slice, (error) => !error && onSent(size))) return 'ok';
  return new Promise((resolve) => {
    const done = (state: WriteState) => {
      clearTimeout(timer);
      res.off('drain', onDrain);
      res.off('close', onClose);
      resolve(state);
    };
    const onDrain = () => done('ok');
    const onClose = () => done('client-gone');
    const timer = setTimeout(() => done('stalled'), stallMs);
    res.on('drain', onDrain);
    res.on('close', onClose);
  });
}

/**
 * Answers 200 with `[` + the batches joined by `,` + `]`. Each batch is the inside of an array
 * (`{...},{...}`). `what` names the list in the log and in its report. With `envelope`, the array
 * is that key's value in an object (`{"bookings":[...]}`).
 */
export async function streamJsonArray(
  { req, reply }: { req: FastifyRequest; reply: FastifyReply },
  batches: AsyncGenerator<string>,
  what: string,
  opts: { envelope?: string } = {},
): Promise<FastifyReply> {
  const lists = req.server.heavyLists;
  // A hijacked reply skips the onSend hooks, so the security headers are set here.
  const headers = { 'content-type': 'application/json; charset=utf-8', ...securityHeaders(pathOf(req.url)) };
  const report: StreamReport = {
    list: what,
    outcome: 'complete',
    batches: 0,
    bytes: 0,
    largestBatchBytes: 0,
    sentBytes: 0,
    maxQueuedBytes: 0,
  };
  if (req.method === 'HEAD') {
    // The headers a GET would get, and not one row read.
    await batches.return(undefined);
    reply.hijack();
    reply.raw.writeHead(200, headers);
    reply.raw.end();
    lists.started()({ ...report, outcome: 'head' });
    return reply;
  }
  const [open, close] = opts.envelope ? [`{${JSON.stringify(opts.envelope)}:[`, ']}'] : ['[', ']'];
  // The first batch is read before answering, so a database failure is still a clean error.
  let result: IteratorResult<string> | null = await batches.next();
  const ended = lists.started();
  reply.hijack();
  const res = reply.raw;
  // The report waits for the answer to be over (and so for the account's place to be given back).
  const closed = new Promise((resolve) => res.once('close', resolve));
  res.writeHead(200, headers);
  const onSent = (bytes: number) => {
    report.sentBytes += bytes;
  };
  const send = async (bytes: Buffer): Promise<WriteState> => {
    for (let at = 0; at < bytes.length; at += STREAM_SLICE_BYTES) {
      const state = await writeSlice(res, bytes.subarray(at, at + STREAM_SLICE_BYTES), lists.stallMs, onSent);
      report.maxQueuedBytes = Math.max(report.maxQueuedBytes, res.writableLength);
      if (state !== 'ok') return state;
    }
    return 'ok';
  };
  try {
    let state = await send(Buffer.from(open));
    let separator = '';
    while (state === 'ok' && result && !result.done) {
      // The batch as bytes; its text is let go at once (a suspended generator or a variable
      // holding it would keep a second copy alive while a slow client reads).
      let bytes: Buffer | null = Buffer.from(separator + result.value);
      result = null;
      separator = ',';
      report.batches++;
      report.bytes += bytes.length;
      report.largestBatchBytes = Math.max(report.largestBatchBytes, bytes.length);
      state = await send(bytes);
      bytes = null;
      if (state === 'ok') result = await batches.next();
    }
    if (state === 'ok') {
      res.end(close);
    } else {
      report.outcome = state;
      if (state === 'stalled') {
        req.log.info(
          { list: what, batches: report.batches, sentBytes: report.sentBytes, stallMs: lists.stallMs },
          'a list stream stalled (its client read nothing): connection cut',
        );
        // A reset frees the kernel's buffers too, and tells the client at once.
        if (typeof res.socket?.resetAndDestroy === 'function') res.socket.resetAndDestroy();
        else res.destroy();
      }
      await batches.return(undefined);
    }
  } catch (error) {
    report.outcome = 'failed';
    req.log.error({ err: error }, `streaming the ${what} list failed`);
    res.destroy(error as Error);
  } finally {
    await closed;
    ended(report);
  }
  return reply;
}
