// The deploy's own checks, beside the functions' and Strapi's (preflight.ts): is the target a real project, and do
// the site's build settings (the VITE_* variables Vite reads for a production build), the functions' params and the
// mail extension's params describe one and the same deployment?
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadEnv } from 'vite';
import { DEFAULT_FUNCTIONS_REGION } from '../../adapters/firebase/firebase-config.ts';
import { DEFAULT_BOOKING_POLICY } from '../../domain/booking/booking-policy.ts';
import { DEFAULT_SITE_URL } from '../../functions/src/config-check.ts';
import { REPO_ROOT } from '../script-runtime.ts';
import { isPlaceholderHost, mailExtensionProblems, readMailExtensionParams, readMailExtensionSpec, senderMismatch } from './mail-extension.ts';

export interface DeployFinding {
  variable: string;
  cs: string;
  en: string;
}
type Values = Record<string, string | undefined>;

const { minDaysAhead, maxYearsAhead } = DEFAULT_BOOKING_POLICY;
/** The functions' defaults where a param is unset (functions/src/config.ts reads the same ones). */
const FUNCTIONS_DEFAULTS: Record<string, string> = {
  DEPLOY_REGION: DEFAULT_FUNCTIONS_REGION,
  SITE_URL: DEFAULT_SITE_URL,
  BOOKING_MIN_DAYS_AHEAD: String(minDaysAhead),
  BOOKING_MAX_YEARS_AHEAD: String(maxYearsAhead),
};
/** The web app's defaults where a VITE_* is unset (src/app/config.ts, adapters/firebase/firebase-config.ts). */
const SITE_DEFAULTS: Record<string, string> = {
  VITE_FIREBASE_FUNCTIONS_REGION: DEFAULT_FUNCTIONS_REGION,
  VITE_SITE_URL: DEFAULT_SITE_URL,
  VITE_BOOKING_MIN_DAYS_AHEAD: String(minDaysAhead),
  VITE_BOOKING_MAX_YEARS_AHEAD: String(maxYearsAhead),
};

/** The settings the site and the functions must share: (web app's variable, functions' param). */
const SHARED: ReadonlyArray<readonly [string, string, string]> = [
  ['VITE_STRAPI_URL', 'STRAPI_URL', 'adresa CMS'],
  ['VITE_SITE_URL', 'SITE_URL', 'adresa webu'],
  ['VITE_FIREBASE_FUNCTIONS_REGION', 'DEPLOY_REGION', 'region funkcí'],
  ['VITE_BOOKING_MIN_DAYS_AHEAD', 'BOOKING_MIN_DAYS_AHEAD', 'nejkratší předstih poptávky'],
  ['VITE_BOOKING_MAX_YEARS_AHEAD', 'BOOKING_MAX_YEARS_AHEAD', 'nejdelší předstih poptávky'],
];

const trimmed = (value: string | undefined) => (value ?? '').trim().replace(/\/+$/, '');

export function projectProblems(projectId: string | undefined): DeployFinding[] {
  if (!projectId) return [{ variable: 'project', cs: 'není zadán projekt Firebase (--project <id> nebo .firebaserc)', en: 'no Firebase project: pass --project <id> or set it in .firebaserc' }];
  if (projectId.startsWith('demo-')) return [{ variable: 'project', cs: `${projectId} je projekt emulátorů, ne produkce`, en: `${projectId} is the emulators' demo project, not production` }];
  return [];
}

/** The production build's settings, and that they agree with the functions' params and the target project. */
export function siteBuildProblems(site: Values, functions: Values, projectId: string | undefined): DeployFinding[] {
  const problems: DeployFinding[] = [];
  const add = (variable: string, cs: string, en: string) => problems.push({ variable, cs, en });
  if (site.VITE_PROFILE !== 'production') add('VITE_PROFILE', 'sestavení pro nasazení musí mít profil production', `must be production for a deploy (got "${site.VITE_PROFILE ?? ''}")`);
  if (site.VITE_FIREBASE_USE_EMULATORS === 'true') add('VITE_FIREBASE_USE_EMULATORS', 'produkční web nesmí volat emulátory', 'a production build must not call the emulators');
  for (const variable of ['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_APP_ID']) {
    if (!site[variable]?.trim()) add(variable, 'chybí (konzole Firebase → Nastavení projektu → Webová aplikace)', 'missing (see .env.firebase.example)');
  }
  if (!site.VITE_STRAPI_URL?.trim()) add('VITE_STRAPI_URL', 'chybí adresa produkčního CMS, ze kterého se web sestaví', "missing: the production CMS's address the site is built from");
  if (projectId && site.VITE_FIREBASE_PROJECT_ID !== projectId) {
    add('VITE_FIREBASE_PROJECT_ID', `web by mluvil s jiným projektem než ${projectId}`, `the site would talk to "${site.VITE_FIREBASE_PROJECT_ID ?? ''}", not the deployed ${projectId}`);
  }
  for (const [web, param, cs] of SHARED) {
    const siteValue = trimmed(site[web] || SITE_DEFAULTS[web]);
    const functionsValue = trimmed(functions[param] || FUNCTIONS_DEFAULTS[param]);
    if (siteValue && siteValue !== functionsValue) add(web, `${cs} se liší od ${param} funkcí (${functionsValue || 'nenastaveno'})`, `${siteValue} differs from the functions' ${param} ${functionsValue || '(unset)'}`);
  }
  return problems;
}

/** The mail extension's deployed params (extensions/*.env, then .env.<project>) and their agreement with the functions. */
export function extensionProblems(projectId: string | undefined, functions: Values, dir?: string): { problems: DeployFinding[]; files: string[] } {
  const { values, files } = readMailExtensionParams(projectId, dir);
  const firebase = JSON.parse(readFileSync(join(REPO_ROOT, 'firebase.json'), 'utf8')) as { firestore: { database?: string; location?: string } };
  const problems = mailExtensionProblems(values, readMailExtensionSpec(), firebase.firestore);
  if (values.SMTP_CONNECTION_URI && isPlaceholderHost(values.SMTP_CONNECTION_URI)) {
    problems.push({
      variable: 'SMTP_CONNECTION_URI',
      cs: 'je tu ukázkový SMTP server: zadejte server poskytovatele (extensions/firestore-send-email.env.<projekt>)',
      en: "the example SMTP host: set the provider's (extensions/firestore-send-email.env.<projectId>)",
    });
  }
  const mismatch = senderMismatch(values.DEFAULT_FROM, functions.MAIL_FROM);
  if (mismatch) problems.push(mismatch);
  return { problems, files };
}

/** The VITE_* values a production `vite build` sees: the environment over .env, .env.production and their .local files. */
export function readSiteBuildEnv(env: NodeJS.ProcessEnv, envDir = REPO_ROOT): Values {
  return { ...loadEnv('production', envDir, 'VITE_'), ...Object.fromEntries(Object.entries(env).filter(([key]) => key.startsWith('VITE_'))) };
}
