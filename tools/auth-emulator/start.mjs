// Runs the Firebase Auth emulator (Google, Apple and email sign-in, offline) for `npm start`, the API
// tests and Playwright. Usage: node tools/auth-emulator/start.mjs [--port 9099]
// Each run gets its own config and working folder so two emulators (a running app and a test run) can
// share a machine: the hub and logging ports are derived from the auth port.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A `demo-` project never reaches Google: the emulator answers everything locally. */
export const EMULATOR_PROJECT_ID = 'demo-flowdeck';
export const DEFAULT_EMULATOR_PORT = 9099;
const HERE = dirname(fileURLToPath(import.meta.url));
export const FIREBASE_BIN = join(HERE, 'node_modules', '.bin', 'firebase');

/** Starts the emulator; resolves once it answers, with the child process and its host:port. */
export async function startAuthEmulator({ port = DEFAULT_EMULATOR_PORT, stdio = 'pipe' } = {}) {
  const workDir = mkdtempSync(join(tmpdir(), 'flowdeck-auth-emulator-'));
  const config = {
    emulators: {
      auth: { host: '127.0.0.1', port },
      hub: { host: '127.0.0.1', port: port + 1 },
      logging: { host: '127.0.0.1', port: port + 2 },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  writeFileSync(join(workDir, 'firebase.json'), JSON.stringify(config, null, 2));
  const child = spawn(
    FIREBASE_BIN,
    ['emulators:start', '--only', 'auth', '--project', EMULATOR_PROJECT_ID, '--config', join(workDir, 'firebase.json')],
    {
      cwd: workDir,
      stdio,
      env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', NO_UPDATE_NOTIFIER: '1', CI: 'true' },
      detached: false,
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  child.on('exit', () => rmSync(workDir, { recursive: true, force: true }));
  const host = `127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The Auth emulator exited (${child.exitCode}):\n${output}`);
    try {
      // The accounts API itself, not just the port: the emulator listens a moment before it serves.
      const response = await fetch(`http://${host}/emulator/v1/projects/${EMULATOR_PROJECT_ID}/config`, {
        headers: { connection: 'close' },
      });
      await response.arrayBuffer();
      if (response.ok) return { child, host, projectId: EMULATOR_PROJECT_ID };
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`The Auth emulator did not start within 90 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const index = process.argv.indexOf('--port');
  const port = index > 0 ? Number(process.argv[index + 1]) : DEFAULT_EMULATOR_PORT;
  const { child, host } = await startAuthEmulator({ port, stdio: 'inherit' });
  console.log(`Firebase Auth emulator on http://${host} (project ${EMULATOR_PROJECT_ID})`);
  const stop = () => child.kill('SIGTERM');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  child.on('exit', (code) => process.exit(code ?? 0));
}
