// `npm start`: install, build, publish every remote into its version folder, then serve the app
// on http://localhost:3000 and the API on http://localhost:8000 (embedded PGlite, no services needed).
import { buildApps, install, PNPM, pnpm, start } from './run.mjs';

install();
buildApps();
pnpm(['--filter', '@flowdeck/deploy', 'exec', 'tsx', 'src/build-site.ts']);

const children = [
  // Google and Apple sign-in, offline: the Firebase Auth emulator on 127.0.0.1:9099.
  start('node', ['tools/auth-emulator/start.mjs']),
  start(PNPM[0], [...PNPM.slice(1), '--filter', '@flowdeck/api', 'start']),
  start(PNPM[0], [...PNPM.slice(1), '--filter', '@flowdeck/deploy', 'serve']),
];
console.log(
  '\nFlowDeck: app http://localhost:3000 · API http://localhost:8000 · Auth emulator http://127.0.0.1:9099 (Ctrl+C stops all)\n',
);

let stopping = false;
const stop = (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
};
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
