// Server-sent events read from a fetch body or an HTTP response stream: the tRPC subscription
// `live.changes` as the web app's EventSource reads it. Yields each event as
// { at, event, data }: `at` the time (performance.now()) its chunk arrived, `event` its name (null
// for a data event; 'connected', 'ping', 'serialized-error', ... otherwise), `data` its data line
// (undefined when it has none). Shared by the cluster's probes (scripts/lib/cluster.mjs), the live
// latency benchmark and the server's fuzz test.
export async function* sseEvents(stream) {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of stream) {
    const at = performance.now();
    buffer += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const lines = buffer.slice(0, end).split('\n');
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
      yield {
        at,
        event: lines.find((l) => l.startsWith('event: '))?.slice(7) ?? null,
        data: lines.find((l) => l.startsWith('data: '))?.slice(6),
      };
    }
  }
}
