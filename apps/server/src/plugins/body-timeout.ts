// Request bodies that trickle in (a "slow POST" / slowloris) are cut off: while a body is
// arriving, every `stallMs` window must bring at least BODY_MIN_BYTES_PER_WINDOW bytes (or
// the rest of the body); otherwise the client gets a 408 and the connection is closed.
//
// Why a minimum rate and not only a total timeout: a 5 MB dog picture over a poor mobile link
// legitimately takes minutes (Node's requestTimeout, REQUEST_TIMEOUT_MS, bounds that), while a
// client sending one byte every few seconds must not hold a connection for as long. A plain
// idle timeout would not catch it either, since the socket is never idle long.
//
// The rate is read from the socket's byte count, so it covers every parser (JSON and the
// multipart stream the dog routes read themselves). When the server is the slow side (it has
// not read what already arrived, so the request's buffer is full and Node paused the socket),
// the window does not count against the client.
import { messageEn } from '@pawdesk/domain';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorAnswerFor } from '../errors/http-answer';
import { pathOf } from '../lib/security-headers';

export const BODY_MIN_BYTES_PER_WINDOW = 1024;

const TIMEOUT_MESSAGE = messageEn('common.requestTimeout');

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  if (length !== undefined) return Number(length) > 0;
  return request.headers['transfer-encoding'] !== undefined;
}

function answerTimeout(request: FastifyRequest, reply: FastifyReply): void {
  const res = reply.raw;
  const socket = request.raw.socket;
  request.log.info({ url: request.url }, 'request body stalled: answering 408 and closing');
  if (!res.headersSent && !res.writableEnded) {
    res.shouldKeepAlive = false;
    // In the API's shape (tRPC's under /trpc), with every security header.
    const answer = errorAnswerFor(pathOf(request.url), 408, TIMEOUT_MESSAGE, { close: true });
    res.writeHead(408, answer.headers);
    res.end(answer.body, () => socket?.destroy());
  } else {
    socket?.destroy();
  }
  // The body will never be complete: whatever still reads it gets an error, not a wait, even
  // if the client does not read the 408.
  setTimeout(() => socket?.destroy(), 1000).unref();
}

const bodyTimeoutPlugin: FastifyPluginAsync<{ stallMs: number }> = async (app, { stallMs }) => {
  app.addHook('onRequest', async (request, reply) => {
    const raw = request.raw;
    const socket = raw.socket;
    if (!socket || raw.complete || !hasBody(request)) return;
    let seen = socket.bytesRead;
    const timer = setInterval(() => {
      if (raw.complete || reply.raw.writableEnded || socket.destroyed) {
        clearInterval(timer);
        return;
      }
      const now = socket.bytesRead;
      const arrived = now - seen;
      seen = now;
      // The server's side is full (nobody read what came): not the client's fault.
      const serverBusy = raw.readableLength >= raw.readableHighWaterMark;
      if (arrived >= BODY_MIN_BYTES_PER_WINDOW || serverBusy) return;
      clearInterval(timer);
      answerTimeout(request, reply);
    }, stallMs);
    timer.unref();
    reply.raw.once('close', () => clearInterval(timer));
  });
};

export default fp(bodyTimeoutPlugin, { name: 'pawdesk-body-timeout' });
