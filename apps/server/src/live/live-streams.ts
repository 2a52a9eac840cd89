// The open live streams of one app, so a shutdown can end them at once: an SSE response never
// finishes by itself, and the drain (server.ts) would otherwise wait its whole 10 s for them and
// then cut them. Ended streams send tRPC's `return` event; clients reconnect (to another process
// behind a load balancer, or to this one once it is back) and refetch.

export interface LiveStreams {
  /** Registers a stream; its signal aborts when the app closes. Call `done` when it ends. */
  open(): { signal: AbortSignal; done: () => void };
  /** Ends every open stream (Fastify's preClose) and every one opened from now on. */
  endAll(): void;
  readonly size: number;
}

export function createLiveStreams(): LiveStreams {
  const open = new Set<AbortController>();
  let ended = false;
  return {
    open() {
      const controller = new AbortController();
      if (ended) controller.abort();
      else open.add(controller);
      return { signal: controller.signal, done: () => open.delete(controller) };
    },
    endAll() {
      ended = true;
      for (const controller of open) controller.abort();
      open.clear();
    },
    get size() {
      return open.size;
    },
  };
}
