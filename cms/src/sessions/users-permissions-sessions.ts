import type { Core } from '@strapi/strapi';
import { liveSession, revokeFamily } from './session-family';
import { countWrongPassword, REAUTH_CODES, refuse } from './reauthentication';

// What users-permissions 5.54 leaves open in refresh mode, closed around its own service and controller (loaded by
// src/extensions/users-permissions/strapi-server.ts):
// - its access-token check looks at the signature only: a token of a session taken back kept working until it
//   expired, so /users/me (and with it the functions' identity gate) said yes. verify() now also asks the session store.
// - change-password, reset-password and register answer the new refresh token in the JSON body even when the
//   refresh token is meant to live in the HttpOnly cookie: it is moved into the cookie, and out of reach of scripts.
// - logout without the cookie takes back only the access token's own row, leaving a refreshed family alive: it now
//   takes back the family from that row on.
// - change-password's wrong current password counts against the sign-in like re-authentication's (a stolen session
//   could otherwise guess there without limit).

type Factory<T> = (deps: { strapi: Core.Strapi }) => T;
/** What these wrappers touch of koa's context, as users-permissions fills it. */
interface Context {
  state: { user?: { id?: unknown }; session?: { id?: unknown } };
  status: number;
  body: unknown;
  cookies: { set(name: string, value: string, options: Record<string, unknown>): void };
}
type Handler = (ctx: Context, next?: () => Promise<unknown>) => Promise<unknown>;
interface JwtService {
  verify(token: string): Promise<{ id?: unknown; sessionId?: unknown }>;
}
interface UsersPermissionsPlugin {
  services: Record<string, Factory<unknown>>;
  controllers: Record<string, Factory<Record<string, Handler>>>;
}

const refreshMode = (strapi: Core.Strapi) => strapi.config.get('plugin::users-permissions.jwtManagement') === 'refresh';

interface SessionsConfig {
  httpOnly?: boolean;
  cookie?: { name?: string; secure?: boolean; sameSite?: 'strict' | 'lax' | 'none'; path?: string; domain?: string; maxAge?: number };
}

/** The plugin's own cookie options (utils/refresh-cookie-options.js), from the same config. */
function refreshCookie(strapi: Core.Strapi) {
  const sessions = strapi.config.get('plugin::users-permissions.sessions') as SessionsConfig | undefined;
  const cookie = sessions?.cookie ?? {};
  return {
    enabled: sessions?.httpOnly === true,
    name: cookie.name ?? 'strapi_up_refresh',
    options: {
      httpOnly: true,
      secure: typeof cookie.secure === 'boolean' ? cookie.secure : process.env.NODE_ENV === 'production',
      sameSite: cookie.sameSite ?? 'lax',
      path: cookie.path ?? '/',
      domain: cookie.domain,
      maxAge: cookie.maxAge,
      overwrite: true,
    },
  };
}

function withSessionCheck(factory: Factory<JwtService>): Factory<JwtService> {
  return ({ strapi }) => {
    const service = factory({ strapi });
    const verify = service.verify.bind(service);
    // The plugin calls `this.verify` from getToken: the same object, its method replaced.
    service.verify = async (token) => {
      const payload = await verify(token);
      if (refreshMode(strapi) && !(await liveSession(strapi, payload.sessionId, String(payload.id)))) throw new Error('Invalid token.');
      return payload;
    };
    return service;
  };
}

function refreshTokenToCookie(strapi: Core.Strapi, handler: Handler): Handler {
  return async (ctx, next) => {
    const result = await handler(ctx, next);
    const body = ctx.body as { refreshToken?: unknown } | undefined;
    const cookie = refreshCookie(strapi);
    if (cookie.enabled && body && typeof body.refreshToken === 'string') {
      ctx.cookies.set(cookie.name, body.refreshToken, cookie.options);
      const { refreshToken: _moved, ...rest } = body;
      ctx.body = rest;
    }
    return result;
  };
}

async function familyOf(strapi: Core.Strapi, ctx: Context) {
  const id = ctx.state.user?.id;
  return id == null ? null : liveSession(strapi, ctx.state.session?.id, String(id));
}

function countingWrongPasswords(strapi: Core.Strapi, handler: Handler): Handler {
  return async (ctx, next) => {
    try {
      return await handler(ctx, next);
    } catch (error) {
      const family = /current password is invalid/i.test((error as Error)?.message ?? '') ? await familyOf(strapi, ctx) : null;
      if (family && (await countWrongPassword(strapi, family)).locked) return refuse(ctx, REAUTH_CODES.locked);
      throw error;
    }
  };
}

function revokingFamily(strapi: Core.Strapi, handler: Handler): Handler {
  return async (ctx, next) => {
    const family = await familyOf(strapi, ctx);
    if (family) await revokeFamily(strapi, family);
    return handler(ctx, next);
  };
}

export function revocableSessions(plugin: UsersPermissionsPlugin): UsersPermissionsPlugin {
  plugin.services.jwt = withSessionCheck(plugin.services.jwt as Factory<JwtService>);
  const auth = plugin.controllers.auth!;
  plugin.controllers.auth = ({ strapi }) => {
    const controller = auth({ strapi });
    return {
      ...controller,
      changePassword: refreshTokenToCookie(strapi, countingWrongPasswords(strapi, controller.changePassword!)),
      resetPassword: refreshTokenToCookie(strapi, controller.resetPassword!),
      register: refreshTokenToCookie(strapi, controller.register!),
      logout: revokingFamily(strapi, controller.logout!),
    };
  };
  return plugin;
}
