// `npm run preflight [-- --project <id>] [--only functions|strapi] [--functions-env <file>] [--cms-env <file>]`
// Before a production deploy: is every required functions param and every production Strapi variable there, and
// right? Prints one list in Czech and English and exits 1 when anything is missing (0: ready; warnings do not fail).
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

export async function preflight({
  project,
  only,
  functionsEnv,
  cmsEnv,
  env = process.env,
}: { project?: string; only?: string; functionsEnv?: string; cmsEnv?: string; env?: NodeJS.ProcessEnv } = {}): Promise<{ sections: PreflightSection[]; notes: string[] }> {
  const sections: PreflightSection[] = [];
  if (!only || only === 'functions') {
    const id = projectId(project, env);
    const files = functionsEnv ? [functionsEnv] : [join(ROOT, 'functions', '.env'), join(ROOT, 'functions', `.env.${id}`)];
    const values = Object.assign({}, ...files.map(readDotenv));
    const warnings = id?.startsWith('demo-')
      ? [{ variable: 'project', cs: `projekt ${id} je jen pro emulátory`, en: `${id} is the emulators' demo project, not production` }]
      : [];
    sections.push({ title: `Cloud Functions (project ${id ?? '?'})`, source: files.join(', '), problems: functionsConfigProblems(values), warnings });
  }
  if (!only || only === 'strapi') {
    const file = cmsEnv ?? join(ROOT, 'cms', '.env');
    const values = { ...readDotenv(file), ...env, NODE_ENV: 'production' };
    sections.push({ title: 'Strapi (NODE_ENV=production)', source: `environment over ${file}`, problems: productionEnvProblems(values), warnings: productionEnvWarnings(values) });
  }
  return {
    sections,
    notes: [
      'ALTCHA_HMAC_KEY (functions secret, Secret Manager): npx firebase functions:secrets:get ALTCHA_HMAC_KEY / tajemství funkcí ověřte tímto příkazem',
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

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: { project: { type: 'string' }, only: { type: 'string' }, 'functions-env': { type: 'string' }, 'cms-env': { type: 'string' } },
  });
  if (values.only && !['functions', 'strapi'].includes(values.only)) {
    console.error('usage: npm run preflight -- [--project <id>] [--only functions|strapi] [--functions-env <file>] [--cms-env <file>]');
    process.exit(2);
  }
  const { text, problems } = report(await preflight({ project: values.project, only: values.only, functionsEnv: values['functions-env'], cmsEnv: values['cms-env'] }));
  console.log(text);
  process.exit(problems ? 1 : 0);
}
