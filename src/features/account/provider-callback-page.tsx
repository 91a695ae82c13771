import { replace } from 'react-router-dom';
import { isDomainError } from '../../../domain/errors';
import { socialProviders, type SocialProvider } from '../../../ports/social-sign-in-port';
import { TOKENS } from '../../../ports/tokens';
import type { PageLoaderContext } from '../../shared/routing/page-module';
import { pageNotFound } from '../../shared/routing/route-errors';

/**
 * The provider sends the browser back here with `?access_token=…`. The loader trades it for a session and always
 * answers with a redirect (replacing this history entry), so the token never stays in the address bar or history.
 */
export async function loader({ params, request, path, services }: PageLoaderContext) {
  const provider = params.provider as SocialProvider;
  if (!socialProviders.includes(provider)) pageNotFound(path);
  const token = new URL(request.url).searchParams.get('access_token') ?? '';
  try {
    if (!token) throw new Error('missing access_token');
    await services.get(TOKENS.SocialSignIn).complete(provider, token);
    return replace('/ucet');
  } catch (error) {
    const code = isDomainError(error) ? error.code : 'auth/invalid-credentials';
    return replace(`/prihlaseni?chyba=${encodeURIComponent(code)}`);
  }
}

export function Component() {
  return null;
}
