import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A proxy in front of the Storage emulator that plays the bucket's bad days on purpose: it answers a chosen HTTP
 * status for every request about one file (or folder), or cuts the connection in the middle of an upload chunk once.
 * The SDK under test talks to it like to the emulator (the emulator builds its upload URLs from the Host header, so
 * they point back here).
 */
export interface StorageFaultProxy {
  /** `host:port` to give connectStorageEmulator. */
  readonly host: string;
  /** From now on every request about `path` is answered `status` (402, 403, 400, 503…) without reaching the emulator. */
  answer(path: string, status: number): void;
  /**
   * The next upload chunk of `path` reaches the emulator only in part (half of it): the connection is then cut both
   * ways. With `atByte`, the chunk holding that byte of the file is cut there instead (the upload benchmark cuts a
   * 25 MB original in its middle).
   */
  dropOnce(path: string, atByte?: number): void;
  /** How many connections were cut so far (a test checks its drop really happened). */
  readonly dropped: number;
  /** Upload bodies received from the client so far, in bytes, cut chunks included: what the SDK sent, re-sent bytes too. */
  readonly bytesReceived: number;
  close(): Promise<void>;
}

/** The object a Firebase Storage request is about: `name=` of an upload, `prefix=` of a listing, or the `/o/{path}`. */
function objectPath(url: URL): string | undefined {
  const named = url.searchParams.get('name') ?? url.searchParams.get('prefix')?.replace(/\/$/, '');
  if (named) return named;
  const match = /\/o\/([^/]+)$/.exec(url.pathname);
  return match ? decodeURIComponent(match[1]!) : undefined;
}

function forward(target: string, req: IncomingMessage, res: ServerResponse, cutAfterBytes?: number): Promise<boolean> {
  const [hostname, port] = target.split(':');
  const upstream = request({ hostname, port: Number(port), method: req.method, path: req.url, headers: req.headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', () => res.destroy());
  if (cutAfterBytes === undefined) {
    req.pipe(upstream);
    return Promise.resolve(false);
  }
  return new Promise((resolve) => {
    let sent = 0;
    req.on('data', (chunk: Buffer) => {
      if (sent >= cutAfterBytes) return;
      const part = chunk.subarray(0, cutAfterBytes - sent);
      sent += part.length;
      upstream.write(part);
      if (sent >= cutAfterBytes) {
        // Both ways, as a dropped connection does: the emulator never sees the chunk's end, the SDK never an answer.
        upstream.destroy();
        req.socket.destroy();
        resolve(true);
      }
    });
  });
}

export async function startStorageFaultProxy(target: string): Promise<StorageFaultProxy> {
  const answers = new Map<string, number>();
  const drops = new Map<string, number | undefined>();
  let dropped = 0;
  let bytesReceived = 0;
  const server = createServer((req, res) => {
    const path = objectPath(new URL(req.url ?? '/', 'http://proxy'));
    const status = path === undefined ? undefined : answers.get(path);
    if (status !== undefined) {
      req.resume();
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { code: status, message: `Injected by the test proxy for ${path}` } }));
      return;
    }
    const length = Number(req.headers['content-length'] ?? 0);
    const chunk = String(req.headers['x-goog-upload-command'] ?? '').includes('upload');
    if (chunk) req.on('data', (data: Buffer) => (bytesReceived += data.length));
    const offset = Number(req.headers['x-goog-upload-offset'] ?? 0);
    const atByte = path === undefined ? undefined : drops.get(path);
    const holds = atByte === undefined || (atByte > offset && atByte < offset + length);
    if (path !== undefined && chunk && length > 1 && drops.has(path) && holds) {
      drops.delete(path);
      void forward(target, req, res, atByte === undefined ? Math.floor(length / 2) : atByte - offset).then((cut) => (dropped += cut ? 1 : 0));
      return;
    }
    void forward(target, req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    answer: (path, status) => void answers.set(path, status),
    dropOnce: (path, atByte) => void drops.set(path, atByte),
    get dropped() {
      return dropped;
    },
    get bytesReceived() {
      return bytesReceived;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
