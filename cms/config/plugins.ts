import path from 'node:path';
import { clampJwtExpiresIn } from '../lib/jwt-expires-in';

export default ({ env }) => ({
  'users-permissions': {
    config: {
      jwt: { expiresIn: clampJwtExpiresIn(env('JWT_EXPIRES_IN', '7d')) },
      jwtSecret: env('JWT_SECRET'),
      // Only username/email/password may be sent on registration: role, confirmed, blocked… are rejected.
      register: { allowedFields: [] },
      // The plugin's own limiter (per IP + identifier); auth-rate-limit adds the per-IP one.
      ratelimit: { enabled: true, interval: 60_000, max: 10 },
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
