// Types for sse.mjs, so TypeScript tests can import it.
export interface SseEvent {
  /** performance.now() when its chunk arrived. */
  at: number;
  /** Its name; null for a data event. */
  event: string | null;
  data: string | undefined;
}
export declare function sseEvents(stream: AsyncIterable<Uint8Array | string>): AsyncGenerator<SseEvent>;
