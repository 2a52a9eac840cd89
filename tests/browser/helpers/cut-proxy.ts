// A TCP proxy in front of the test server whose "network" a test can cut and restore: cut()
// resets every open connection and every new one until restore(). A browser context pointed at
// it (its baseURL) sees a real network failure, as when a desk's Wi-Fi drops, while the server
// and the other contexts go on. (Chromium's offline emulation leaves an open stream alone.)
import { createServer, Socket } from 'node:net';

export interface CutProxy {
  url: string;
  cut: () => void;
  restore: () => void;
  close: () => Promise<void>;
}

export async function startCutProxy(target: string): Promise<CutProxy> {
  const { hostname, port } = new URL(target);
  const open = new Set<Socket>();
  let cut = false;
  const server = createServer((client) => {
    if (cut) {
      client.resetAndDestroy();
      return;
    }
    const upstream = new Socket();
    upstream.connect(Number(port), hostname);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const proxyPort = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${proxyPort}`,
    cut() {
      cut = true;
      for (const socket of open) socket.resetAndDestroy();
    },
    restore() {
      cut = false;
    },
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
