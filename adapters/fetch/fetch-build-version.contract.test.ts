// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';
import type { BuildInfo } from '../../ports/build-version-port';
import { buildVersionContract } from '../../tests/contracts/build-version.contract';
import { FetchBuildVersion } from './fetch-build-version';

const current: BuildInfo = { buildId: 'abc1234-20270601080000', builtAt: '2027-06-01T08:00:00.000Z' };
const servers: Server[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

/** A static host for the site under /web/, as Firebase Hosting serves builds/ (an HTML page for unknown paths). */
async function staticHost(files: Map<string, string>): Promise<{ server: Server; baseUrl: string }> {
  const server = createServer((request, response) => {
    const body = files.get(new URL(request.url ?? '/', 'http://host').pathname);
    if (body === undefined) {
      response.writeHead(404, { 'Content-Type': 'text/html' }).end('<!doctype html><title>Nenalezeno</title>');
      return;
    }
    // A cache header a browser would honour: the adapter must still ask again.
    response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=3600' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return { server, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/web/` };
}

buildVersionContract('fetch from a static host', async () => {
  const files = new Map<string, string>();
  const deploy = async (info: BuildInfo, { complete = true } = {}) => {
    // The build's files land first, latest.json names it last; a half-done deploy lacks the meta record.
    if (complete) files.set(`/web/builds/meta/${info.buildId}.json`, JSON.stringify({ ...info, entryChunks: ['assets/index.js'] }));
    files.set('/web/builds/latest.json', JSON.stringify(info));
  };
  await deploy(current);
  const { server, baseUrl } = await staticHost(files);
  return {
    versions: new FetchBuildVersion(current, { baseUrl }),
    current,
    deploy,
    breakLatest: async (how) => {
      if (how === 'missing') files.delete('/web/builds/latest.json');
      else files.set('/web/builds/latest.json', JSON.stringify({ buildId: '../../etc', builtAt: 'včera' }));
    },
    goOffline: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
});
