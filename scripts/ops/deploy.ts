// `npm run deploy -- --project <id> [--dry-run]` (and any preflight option, e.g. --functions-env <file>)
// One command from a checked configuration to production: the preflight (preflight.ts, every part: a real project,
// the functions' params, the production build's settings, the mail extension's params, the production CMS readable),
// then the production build against that CMS (`npm run build`: types, the browser build, the prerender), then
// `firebase deploy` of hosting, rules, indexes and TTL policies, Storage rules, functions and the mail extension, with
// the firebase-tools this repository pins. `firebase deploy` asks for every secret that does not exist yet.
// --dry-run does everything but the deploy and prints its command.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from '../script-runtime.ts';
import { preflight, preflightOptions, report } from './preflight.ts';

/** What `firebase deploy` publishes: everything firebase.json declares. */
export const DEPLOY_TARGETS = ['hosting', 'firestore', 'storage', 'functions', 'extensions'] as const;

export interface Step {
  title: string;
  command: string;
  args: string[];
}

/** The build and the deploy, in order, for `projectId` (the preflight runs before them, in-process). */
export function deploySteps(projectId: string): Step[] {
  return [
    { title: 'Sestavení webu proti produkčnímu CMS / production build', command: 'npm', args: ['run', 'build'] },
    {
      title: `Nasazení do ${projectId} / firebase deploy`,
      command: join(REPO_ROOT, 'node_modules', '.bin', 'firebase'),
      args: ['deploy', '--only', DEPLOY_TARGETS.join(','), '--project', projectId],
    },
  ];
}

const quoted = (arg: string) => (/^[\w./,=@:-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`);
export const commandLine = (step: Step) => [step.command, ...step.args].map(quoted).join(' ');

export async function deploy(args: string[], log: (line: string) => void = console.log): Promise<number> {
  const dryRun = args.includes('--dry-run');
  const options = preflightOptions(args.filter((arg) => arg !== '--dry-run'));
  // Strapi's own environment lives on the CMS host (the preflight's `strapi` part checks it there); the CMS itself is
  // checked here by reading it.
  const checked = await preflight({ ...options, only: ['deploy'] });
  const { text, problems } = report(checked);
  log(text);
  if (problems) {
    log('\nNasazení zastaveno: nejdřív opravte konfiguraci výše / deploy stopped: fix the configuration above first.');
    return 1;
  }
  // The preflight checked exactly this project (its section names it); a run without one never gets here.
  const projectId = checked.projectId!;
  const [build, firebaseDeploy] = deploySteps(projectId) as [Step, Step];
  for (const step of dryRun ? [build] : [build, firebaseDeploy]) {
    log(`\n▶ ${step.title}\n  ${commandLine(step)}`);
    const result = spawnSync(step.command, step.args, { cwd: REPO_ROOT, stdio: 'inherit' });
    if (result.status !== 0) {
      log(`✗ ${step.title}: skončilo kódem ${result.status ?? result.signal} / exited with ${result.status ?? result.signal}`);
      return result.status || 1;
    }
  }
  if (dryRun) log(`\nZkušební běh: vše připraveno, nasazení by spustilo / dry run: everything ready, the deploy would run:\n  ${commandLine(firebaseDeploy)}`);
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exit(await deploy(process.argv.slice(2)));
}
