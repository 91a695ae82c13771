export default ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  // Test servers point this at a temp folder so their uploads never mix with the developer's.
  dirs: { public: env('PUBLIC_DIR', './public') },
  app: {
    keys: env.array('APP_KEYS'),
  },
  // Behind a reverse proxy set PROXY=true so ctx.request.ip (used by the auth rate limits) is the
  // client's address from X-Forwarded-For instead of the proxy's.
  proxy: { koa: env.bool('PROXY', false) },
});
