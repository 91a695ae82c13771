// `npm run preflight [-- --project <id>] [--only functions,strapi,deploy] [--functions-env <file>] [--cms-env <file>]
//   [--site-env-dir <dir>] [--extensions-dir <dir>]`
// Before a production deploy: is every required functions param and every production Strapi variable there, and
// right? With `deploy` (in the default, and what `npm run deploy` runs): a real project, the production build's VITE_*
// settings agreeing with the functions' params, the mail extension's params, and the production CMS readable with
// content the site can be built from (deploy-config.ts, cms-content-check.ts).
// Prints one list in Czech and English and exits 1 when anything is missing (0: ready; warnings do not fail).
// The same lists are checked at start: functions/src/config-check.ts on every cold start (a log line), and
// cms/lib/production-env.js when Strapi starts with NODE_ENV=production (it refuses to start).
//
//   functions: functions/.env and functions/.env.<project> (what firebase-tools deploys), or --functions-env
//   strapi:    the environment over cms/.env (as Strapi reads them), or the environment over --cms-env
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { functionsConfigProblems } from '../../functions/src/config-check.ts';
import { REPO_ROOT as ROOT } from '../script-runtime.ts';
import { FUNCTION_SECRETS } from './function-secrets.ts';
import { readDotenv } from './dotenv.ts';

/** One finding, in Czech and English, as the functions' and Strapi's own checks word it. */
export interface Finding {
  variable: string;
  cs: string;
  en: string;
}
type EnvCheck = (values: Record<string, string | undefined>) => Finding[];

const { productionEnvProblems, productionEnvWarnings } = createRequire(import.meta.url)('../../cms/lib/production-env.js') as {
  productionEnvProblems: EnvCheck;
  productionEnvWarnings: EnvCheck;
};

export interface PreflightSection {
  title: string;
  source: string;
  problems: Finding[];
  warnings: Finding[];
}

function projectId(explicit: string | undefined, env: NodeJS.ProcessEnv): string | undefined {
  if (explicit) return explicit;
  if (env.GCLOUD_PROJECT) return env.GCLOUD_PROJECT;
  try {
    return JSON.parse(readFileSync(join(ROOT, '.firebaserc'), 'utf8')).projects?.default;
  } catch {
    return undefined;
  }
}

export const PREFLIGHT_PARTS = ['functions', 'strapi', 'deploy'] as const;
export type PreflightPart = (typeof PREFLIGHT_PARTS)[number];

export async function preflight({
  project,
  only = PREFLIGHT_PARTS,
  functionsEnv,
  cmsEnv,
  siteEnvDir,
  extensionsDir,
  env = process.env,
}: {
  project?: string;
  only?: readonly PreflightPart[];
  functionsEnv?: string;
  cmsEnv?: string;
  siteEnvDir?: string;
  extensionsDir?: string;
  env?: NodeJS.ProcessEnv;
} = {}): Promise<{ sections: PreflightSection[]; notes: string[]; projectId?: string }> {
  const sections: PreflightSection[] = [];
  const id = projectId(project, env);
  const functionsFiles = functionsEnv ? [functionsEnv] : [join(ROOT, 'functions', '.env'), join(ROOT, 'functions', `.env.${id}`)];
  const functionsValues: Record<string, string> = Object.assign({}, ...functionsFiles.map(readDotenv));
  // Loaded only for a deploy: Vite, jsdom and the site's Strapi adapter are heavy, and the functions' predeploy hook
  // runs `--only functions` on every `firebase deploy`.
  const deployChecks = only.includes('deploy') ? await import('./deploy-config.ts') : undefined;
  if (deployChecks) sections.push({ title: 'Firebase project', source: '--project, GCLOUD_PROJECT or .firebaserc', problems: deployChecks.projectProblems(id), warnings: [] });
  if (only.includes('functions') || only.includes('deploy')) {
    const warnings = id?.startsWith('demo-') && !only.includes('deploy')
      ? [{ variable: 'project', cs: `projekt ${id} je jen pro emulátory`, en: `${id} is the emulators' demo project, not production` }]
      : [];
    sections.push({ title: `Cloud Functions (project ${id ?? '?'})`, source: functionsFiles.join(', '), problems: functionsConfigProblems(functionsValues), warnings });
  }
  if (deployChecks) {
    const { extensionProblems, readSiteBuildEnv, siteBuildProblems } = deployChecks;
    const { cmsProblems } = await import('./cms-content-check.ts');
    const site = readSiteBuildEnv(env, siteEnvDir);
    sections.push({ title: 'Site build (vite build, mode production)', source: `environment over ${join(siteEnvDir ?? ROOT, '.env[.production][.local]')}`, problems: siteBuildProblems(site, functionsValues, id), warnings: [] });
    const extension = extensionProblems(id, functionsValues, extensionsDir);
    sections.push({ title: 'Trigger Email extension (firestore-send-email)', source: extension.files.join(', ') || 'extensions/ (no params file)', problems: extension.problems, warnings: [] });
    // Without an address the site section above says so; there is nothing to read.
    const cmsUrl = site.VITE_STRAPI_URL;
    if (cmsUrl) {
      const cms = await cmsProblems(cmsUrl);
      sections.push({ title: `Production CMS${cms.summary ? ` (${cms.summary})` : ''}`, source: cmsUrl, problems: cms.problems, warnings: [] });
    }
  }
  if (only.includes('strapi')) {
    const file = cmsEnv ?? join(ROOT, 'cms', '.env');
    const values = { ...readDotenv(file), ...env, NODE_ENV: 'production' };
    sections.push({ title: 'Strapi (NODE_ENV=production)', source: `environment over ${file}`, problems: productionEnvProblems(values), warnings: productionEnvWarnings(values) });
  }
  return {
    sections,
    projectId: id,
    notes: [
      `Secrets (Secret Manager): ${FUNCTION_SECRETS.join(', ')} and the extension's SMTP_PASSWORD — firebase deploy asks for each one missing / tajemství: firebase deploy se na každé chybějící zeptá`,
      "Trigger Email extension: every mail carries MAIL_FROM as its From; the SMTP account must be allowed to send as it / rozšíření Trigger Email: SMTP účet musí smět odesílat za MAIL_FROM",
    ],
  };
}

export function report({ sections, notes }: { sections: PreflightSection[]; notes: string[] }): { text: string; problems: number } {
  const lines = ['Preflight — kontrola konfigurace před nasazením / configuration check before a deploy', ''];
  let problems = 0;
  for (const section of sections) {
    lines.push(`${section.title} — ${section.source}`);
    for (const p of section.problems) lines.push(`  ✗ ${p.variable}: ${p.cs} / ${p.en}`);
    for (const w of section.warnings) lines.push(`  ! ${w.variable}: ${w.cs} / ${w.en}`);
    if (section.problems.length === 0) lines.push('  ✓ vše nastaveno / everything set');
    problems += section.problems.length;
    lines.push('');
  }
  lines.push('Nelze ověřit odsud / cannot be checked from here:', ...notes.map((note) => `  · ${note}`), '');
  lines.push(problems ? `${problems} × chybí nebo je špatně / missing or wrong: fix before deploying` : 'Připraveno / ready.');
  return { text: lines.join('\n'), problems };
}

/** The command line's options (also `npm run deploy`'s, which passes its own through); exits 2 on a wrong `--only`. */
export function preflightOptions(args: string[]): Parameters<typeof preflight>[0] {
  const { values } = parseArgs({
    args,
    strict: false,
    options: {
      project: { type: 'string' },
      only: { type: 'string' },
      'functions-env': { type: 'string' },
      'cms-env': { type: 'string' },
      'site-env-dir': { type: 'string' },
      'extensions-dir': { type: 'string' },
    },
  });
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : undefined);
  const only = text('only')?.split(',');
  if (only?.some((part) => !(PREFLIGHT_PARTS as readonly string[]).includes(part))) {
    console.error(`usage: npm run preflight -- [--project <id>] [--only ${PREFLIGHT_PARTS.join(',')}] [--functions-env <file>] [--cms-env <file>] [--site-env-dir <dir>] [--extensions-dir <dir>]`);
    process.exit(2);
  }
  return {
    project: text('project'),
    only: only as PreflightPart[] | undefined,
    functionsEnv: text('functions-env'),
    cmsEnv: text('cms-env'),
    siteEnvDir: text('site-env-dir'),
    extensionsDir: text('extensions-dir'),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { text, problems } = report(await preflight(preflightOptions(process.argv.slice(2))));
  console.log(text);
  process.exit(problems ? 1 : 0);
}
