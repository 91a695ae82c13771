import { reportHeldSubmitNotSent } from '../shared/forms/held-submit';
import { csErrors, errorMessage } from '../texts/cs-errors';

/** The Czech screen shown when the app cannot start at all (no React: React itself may be what failed). */
export function renderStartupError(container: HTMLElement): void {
  container.replaceChildren();
  const main = document.createElement('main');
  main.className = 'layout layout-bare startup-error';
  const heading = document.createElement('h1');
  heading.textContent = csErrors.startupHeading;
  const text = document.createElement('p');
  text.textContent = csErrors.startupText;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button';
  button.textContent = csErrors.reload;
  button.addEventListener('click', () => window.location.reload());
  main.append(heading, text, button);
  container.append(main);
}

/**
 * Runs the start-up; if it fails, logs `Error while mounting app` and shows the Czech error screen, unless a form was
 * sent before the app ran (held by the starter): then the page stays, with everything typed, and the form says it
 * was not sent.
 */
export async function mountApp(container: HTMLElement, start: (container: HTMLElement) => Promise<void>): Promise<boolean> {
  try {
    await start(container);
    return true;
  } catch (error) {
    console.error('Error while mounting app', error);
    const note = { text: errorMessage('app/start-failed'), code: 'app/start-failed' };
    if (!reportHeldSubmitNotSent(window, note)) renderStartupError(container);
    return false;
  }
}
