// Preloaded into a test Strapi (NODE_OPTIONS=--import, set by startTestStrapi({ providerStandin })): Strapi's own
// calls to the provider hosts (users-permissions' code exchange and profile lookup, made with the global fetch) go to
// the stand-in at SOCIAL_PROVIDER_STANDIN_URL instead, the way a test resolver would point the hosts at it. Nothing
// else changes: every line of users-permissions' provider code runs as in production.
import { standinAddress } from './oauth-provider-standin.mjs';

const standin = process.env.SOCIAL_PROVIDER_STANDIN_URL;
if (standin) {
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const target = input instanceof Request ? input.url : String(input);
    if (!URL.canParse(target) || standinAddress(standin, target) === new URL(target).toString()) return realFetch(input, init);
    const routed = standinAddress(standin, target);
    return realFetch(input instanceof Request ? new Request(routed, input) : routed, init);
  };
}
