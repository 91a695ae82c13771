// One place for how every tool here launches Debian's Chromium (Playwright, the size report, the Storybook smoke run).
// As root and offline, Chromium needs these flags: without the networking ones it hangs on refused connections.
export const CHROMIUM_PATH: string = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS: string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];
