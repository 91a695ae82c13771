import path from 'node:path';
import { clampJwtExpiresIn } from '../lib/jwt-expires-in';

export default ({ env }) => ({
  'users-permissions': {
    config: {
      jwt: { expiresIn: clampJwtExpiresIn(env('JWT_EXPIRES_IN', '7d')) },
      jwtSecret: env('JWT_SECRET'),
      // Only username/email/password may be sent on registration: role, confirmed, blocked… are rejected.
      register: { allowedFields: [] },
      // The plugin's own limiter keys login/reset per IP but register/forgot-password per IP + e-mail;
      // src/middlewares/auth-rate-limit.ts adds one per-IP budget for all of them. Both read the same
      // variables, so a test server given a generous limit is not tripped by the other one.
      ratelimit: {
        enabled: true,
        interval: env.int('AUTH_RATE_LIMIT_WINDOW_MS', 60_000),
        max: env.int('AUTH_RATE_LIMIT_MAX', 10),
      },
    },
  },
  email: {
    config: {
      // Offline provider (cms/providers/strapi-provider-email-outbox): one JSON file per e-mail.
      provider: 'strapi-provider-email-outbox',
      providerOptions: {
        outboxDir: path.resolve(process.cwd(), env('MAIL_OUTBOX_DIR', '.tmp/mail')),
      },
      settings: {
        defaultFrom: env('MAIL_FROM', 'web@novakova-foto.cz'),
        defaultReplyTo: env('MAIL_REPLY_TO', 'tereza@novakova-foto.cz'),
      },
    },
  },
  upload: {
    config: {
      // Default breakpoints, written out so editors see what the web app's srcset gets.
      breakpoints: { large: 1000, medium: 750, small: 500 },
    },
  },
});
