import { sessionSettings } from '../lib/session-settings';
import { smtpSettings } from '../lib/smtp-settings';

export default ({ env }) => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
      // Sessions that can be taken back (lib/session-settings.js, src/sessions): a short access token, the refresh
      // token in an HttpOnly cookie; sign-out, password change and reset, account deletion revoke them.
      jwtManagement: 'refresh',
      sessions: sessionSettings(process.env),
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
    // @strapi/provider-email-nodemailer over SMTP (lib/smtp-settings.js): MailDev locally, the real server in
    // production, where a missing SMTP_HOST or MAIL_FROM stops the start.
    config: { provider: 'nodemailer', ...smtpSettings(process.env) },
  },
  upload: {
    config: {
      // Default breakpoints, written out so editors see what the web app's srcset gets.
      breakpoints: { large: 1000, medium: 750, small: 500 },
    },
  },
});
