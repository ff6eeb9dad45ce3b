// Deploying remotes: `npm run deploy -- <command>` from the repository root.
//   publish <remote> [--no-build] [--by NAME]    build, admit, copy to /mf/<remote>/<version>/, move the pointer
//   rollback <remote> [--to VERSION] [--by NAME] point the remote back at an earlier published version
//   disable <remote> | enable <remote>           switch a remote off (its pages show as unavailable) or on
//   status                                       each remote's version, previous version, when and by whom
//   history <remote>                             every change to one remote
// SITE_DIR chooses the site (default var/site). The host is never rebuilt or restarted.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { REMOTE_IDS, REPO_ROOT, siteDir } from './paths.js';
import { PublishError, publishRemote } from './publish.js';
import { remoteHistory, remoteStatus, rollbackRemote, setRemoteEnabled } from './registry-ops.js';
import { RegistryConflictError } from './registry-store.js';

export const USAGE = `Usage: npm run deploy -- <command>
  publish <remote> [--no-build | --dist FOLDER] [--by NAME]
      builds the remote (or takes its dist folder as it is, or an already built FOLDER) and publishes it
  rollback <remote> [--to VERSION] [--by NAME]
  disable <remote>
  enable <remote>
  status
  history <remote>
Remotes: ${REMOTE_IDS.join(', ')}. SITE_DIR selects the site (default var/site).`;

export class UsageError extends Error {}

function option(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index < 0) return undefined;
  const value = args[index + 1];
  if (!value || value.startsWith('--')) throw new UsageError(`${name} needs a value.`);
  return value;
}

function remoteArg(args: readonly string[]): string {
  const id = args[0];
  if (!id || id.startsWith('--')) throw new UsageError('Name the remote.');
  if (!(REMOTE_IDS as readonly string[]).includes(id)) throw new UsageError(`Unknown remote "${id}".`);
  return id;
}

const whoAmI = (args: readonly string[]) => option(args, '--by') ?? process.env.DEPLOY_USER ?? userInfo().username;

/** Builds a remote into a staging folder (its dist/ stays as it is); MF_BUILD_VERSION may set the version. */
function buildRemote(id: string, out: string): void {
  const result = spawnSync('npx', ['--yes', 'pnpm@10.34.8', '--filter', `@flowdeck/${id}`, 'run', 'build'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...process.env, FLOWDECK_DIST: out },
  });
  if (result.status !== 0) throw new PublishError(`${id}: the build failed (exit ${result.status ?? result.signal})`);
}

export async function runDeploy(argv: readonly string[], print: (line: string) => void = console.log): Promise<void> {
  const [command, ...args] = argv;
  const site = siteDir();
  switch (command) {
    case 'publish': {
      const id = remoteArg(args);
      let dist = option(args, '--dist');
      let staging: string | null = null;
      if (!dist && !args.includes('--no-build')) {
        staging = await mkdtemp(join(tmpdir(), `flowdeck-${id}-`));
        buildRemote(id, staging);
        dist = staging;
      }
      try {
        const { version, revision } = await publishRemote(
          id,
          dist ?? join(REPO_ROOT, 'remotes', id, 'dist'),
          site,
          whoAmI(args),
        );
        print(`published ${id} ${version} (registry revision ${revision})`);
      } finally {
        if (staging) await rm(staging, { recursive: true, force: true });
      }
      return;
    }
    case 'rollback': {
      const id = remoteArg(args);
      const to = option(args, '--to');
      const result = await rollbackRemote(site, id, { ...(to ? { to } : {}), by: whoAmI(args) });
      print(`rolled back ${id} ${result.from} → ${result.to} (registry revision ${result.revision})`);
      return;
    }
    case 'disable':
    case 'enable': {
      const id = remoteArg(args);
      const revision = await setRemoteEnabled(site, id, command === 'enable', whoAmI(args));
      print(`${id} ${command}d (registry revision ${revision})`);
      return;
    }
    case 'status': {
      const { revision, remotes } = await remoteStatus(site);
      print(`registry revision ${revision} (${site})`);
      print(['remote', 'version', 'previous', 'state', 'last change'].join('\t'));
      for (const r of remotes)
        print(
          [
            r.id,
            r.version,
            r.previous ?? '—',
            r.enabled ? 'enabled' : 'DISABLED',
            `${r.lastAction ?? ''} ${r.changedAt ?? ''} by ${r.changedBy ?? '?'}`,
          ].join('\t'),
        );
      return;
    }
    case 'history': {
      const id = remoteArg(args);
      for (const h of await remoteHistory(site, id)) print(`${h.at}\t${h.action}\t${h.version}\tby ${h.by}`);
      return;
    }
    default:
      throw new UsageError(command ? `Unknown command "${command}".` : 'No command given.');
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await runDeploy(process.argv.slice(2));
  } catch (error) {
    if (error instanceof UsageError) console.error(`${error.message}\n${USAGE}`);
    else if (error instanceof PublishError || error instanceof RegistryConflictError) console.error(error.message);
    else throw error;
    process.exit(1);
  }
}
