import type { Core } from '@strapi/strapi';
import { createFixedWindowLimiter } from '../../lib/fixed-window-limiter';

// users-permissions' own ratelimit keys on IP *and* identifier, so a password-spraying client
// that changes the e-mail on every attempt is never slowed down. This one keys on the IP only (the client's, as
// config/server.ts's PROXY_HOPS decides it), one budget across every route that checks a password or sends a mail:
// change-password too, where a stolen session could otherwise guess the current password.
const LIMITED_PATHS = new Set([
  '/api/auth/local',
  '/api/auth/local/register',
  '/api/auth/forgot-password',
  '/api/auth/reset-password',
  '/api/auth/send-email-confirmation',
  '/api/auth/change-password',
]);

type Config = { max?: number; windowMs?: number };

export default (config: Config, _ctx: { strapi: Core.Strapi }) => {
  const limiter = createFixedWindowLimiter({
    max: Number(config.max ?? process.env.AUTH_RATE_LIMIT_MAX ?? 10),
    windowMs: Number(config.windowMs ?? process.env.AUTH_RATE_LIMIT_WINDOW_MS ?? 60_000),
  });

  return async (ctx, next) => {
    // The router matches paths case-insensitively: so must the limit, or /API/AUTH/LOCAL would skip it.
    const path = ctx.path.replace(/\/+$/, '').toLowerCase();
    if (ctx.method !== 'POST' || !LIMITED_PATHS.has(path)) return next();

    const { allowed, retryAfterMs } = limiter.hit(ctx.request.ip);
    if (allowed) return next();

    ctx.set('Retry-After', String(Math.ceil(retryAfterMs / 1000)));
    ctx.status = 429;
    // Same shape as Strapi's own errors, so clients handle it with one code path.
    ctx.body = {
      data: null,
      error: {
        status: 429,
        name: 'RateLimitError',
        message: 'Too many requests, please try again later.',
        details: {},
      },
    };
  };
};
