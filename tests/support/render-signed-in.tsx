import { createMemoryContainer, type MemoryContainerOptions } from '../../src/app/composition/memory';
import type { CouplePortalPort } from '../../ports/couple-portal-port';
import { TOKENS } from '../../ports/tokens';
import { bindCouplePortal } from './couple-portal-test-double';
import { renderAppOn } from './render-app';

/** The memory profile's demo couple account (adapters/memory/demo-accounts.ts). */
export const demoCouple = { identifier: 'novomanzele@example.cz', password: 'Svatba2027' };

/**
 * The whole app at `url` with the demo couple already signed in (as after a sign-in earlier in the visit), and
 * optionally a CouplePortalPort double in place of the profile's portal.
 */
export async function renderSignedIn(url: string, options: MemoryContainerOptions & { portal?: CouplePortalPort } = {}) {
  const { portal, ...containerOptions } = options;
  const container = createMemoryContainer(containerOptions);
  if (portal) bindCouplePortal(container, portal);
  await container.get(TOKENS.VisitorAuth).signIn(demoCouple);
  return renderAppOn(container, url);
}
