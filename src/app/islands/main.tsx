// A content page's script (the prerender step loads it instead of src/app/main.tsx on the pages whose route is
// marked `islands`): no router, no container, no Firebase; only the page's interactive parts hydrate.
import { createIslandServices } from '../composition/islands';
import { loadIslandAnalytics } from '../composition/islands-analytics';
import { ISLANDS } from './island-registry';
import { mountIslands } from './mount-islands';

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage disabled: no remembered choice, the cookie bar asks again.
    return undefined;
  }
}

const storage = browserStorage();
void mountIslands(document, ISLANDS, createIslandServices({ storage, loadAnalytics: () => loadIslandAnalytics(storage) })).then(() => {
  // What the tests (and any script) wait for, as after the full app's start: every island is interactive.
  document.documentElement.dataset.app = 'ready';
});
