import { replace } from 'react-router-dom';
import { isDomainError } from '../../../domain/errors';
import { socialProviders, type SocialProvider } from '../../../ports/social-sign-in-port';
import { TOKENS } from '../../../ports/tokens';
import type { PageLoaderContext } from '../../shared/routing/page-module';
import { pageNotFound } from '../../shared/routing/route-errors';

/**
 * The accounts service sends the browser back here after the provider's consent (with `?error=…` when it failed). The
 * loader hands what came back to SocialSignInPort.complete, which trades the provider's answer for a session, and
 * always answers with a redirect (replacing this history entry), so nothing of the round trip stays in the address bar
 * or the history.
 */
export async function loader({ params, request, path, services }: PageLoaderContext) {
  const provider = params.provider as SocialProvider;
  if (!socialProviders.includes(provider)) pageNotFound(path);
  try {
    await services.get(TOKENS.SocialSignIn).complete(provider, new URL(request.url).searchParams);
    return replace('/ucet');
  } catch (error) {
    const code = isDomainError(error) ? error.code : 'auth/provider-failed';
    return replace(`/prihlaseni?chyba=${encodeURIComponent(code)}`);
  }
}

export function Component() {
  return null;
}
