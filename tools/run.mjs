// Small process helpers for the root scripts (no dependencies: they run before installing any).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** pnpm through npx: corepack's signature check fails on some machines, npx always works. */
export const PNPM = ['npx', '--yes', 'pnpm@10.34.8'];

/** What run() ran in this process, with its wall time: where a script's time went (printSteps). */
const steps = [];

/**
 * Runs a command to completion, streaming its output; exits the script on failure. `options.step` names it
 * in printSteps' table (the command line otherwise).
 */
export function run(command, args, { step, ...options } = {}) {
  const label = [command, ...args].join(' ');
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: ROOT, ...options });
  const seconds = (Date.now() - started) / 1000;
  steps.push({ step: step ?? label, seconds, ok: result.status === 0 });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed (exit ${result.status ?? result.signal}) after ${seconds.toFixed(0)} s`);
    process.exit(result.status ?? 1);
  }
}

export function pnpm(args, options) {
  run(PNPM[0], [...PNPM.slice(1), ...args], options);
}

/** Prints each step run() ran, its wall time and whether it passed: the table a CI log ends with. */
export function printSteps() {
  const total = steps.reduce((sum, { seconds }) => sum + seconds, 0);
  console.log('\nWhere the time went:');
  for (const { step, seconds, ok } of steps)
    console.log(
      `  ${ok ? '✔' : '✖'} ${seconds.toFixed(0).padStart(5)} s  ${step.length > 90 ? `${step.slice(0, 87)}...` : step}`,
    );
  console.log(`    ${total.toFixed(0).padStart(5)} s  in all (${(total / 60).toFixed(1)} min)`);
}

/** Starts a long-running process; returns the child. */
export function start(command, args, options = {}) {
  return spawn(command, args, { stdio: 'inherit', cwd: ROOT, ...options });
}

export function install() {
  pnpm(['install', '--frozen-lockfile', '--reporter=append-only'], { step: 'install' });
  installAuthEmulator();
}

/**
 * The Firebase Auth emulator lives outside the workspace (tools/auth-emulator, its own lockfile):
 * installed with npm when missing or when its lockfile changed since the last install.
 */
export function installAuthEmulator() {
  const dir = resolve(ROOT, 'tools', 'auth-emulator');
  const stamp = resolve(dir, 'node_modules', '.package-lock.json');
  const lock = resolve(dir, 'package-lock.json');
  if (existsSync(stamp) && statSync(stamp).mtimeMs >= statSync(lock).mtimeMs) return;
  // --ignore-scripts: the only install script that would run builds re2 from source (its prebuilt download is
  // out of reach here), about 2 min of two cores on every fresh clone; the Auth emulator never loads it
  // (superstatic falls back to JavaScript's RegExp when re2 is missing).
  run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error', '--ignore-scripts'], { cwd: dir });
}

/** Debian's nginx and its brotli module (Debian ships brotli as an optional dynamic module). */
export const NGINX_PACKAGES = ['nginx', 'libnginx-mod-http-brotli-filter'];

function debianPackageInstalled(name) {
  const query = spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' });
  return query.status === 0 && query.stdout.includes('install ok installed');
}

/**
 * Installs the Debian packages a script needs with apt-get when any is missing and the script runs as
 * root (CI); otherwise stops with the command that installs them.
 */
export function ensureDebianPackages(names) {
  const missing = names.filter((name) => !debianPackageInstalled(name));
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    console.error(`✖ Missing Debian packages: sudo apt-get install -y ${missing.join(' ')}`);
    process.exit(1);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', ...missing], { env });
}

/** Builds the host and every remote (two at a time: the machines have two cores). */
export function buildApps() {
  pnpm(['--filter', './host', '--filter', './remotes/*', '--workspace-concurrency=2', 'run', 'build'], {
    step: 'build (host and remotes)',
  });
}
