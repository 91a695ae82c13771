import { proxySettings } from '../lib/proxy-trust';

export default ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  // Test servers point this at a temp folder so their uploads never mix with the developer's.
  dirs: { public: env('PUBLIC_DIR', './public') },
  app: {
    keys: env.array('APP_KEYS'),
  },
  // PROXY_HOPS reverse proxies in front: their X-Forwarded-For entries name the client (lib/proxy-trust.js).
  proxy: proxySettings(process.env),
});
