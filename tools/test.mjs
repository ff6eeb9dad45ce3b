// `npm test`: every check, exactly as CI runs it: typecheck, lint, unit, API integration, deploy,
// then Playwright through the host in Chromium against a freshly built site, and the monolith bench's quick run.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { NGINX_PACKAGES, ROOT, buildApps, ensureDebianPackages, install, pnpm, printSteps, run } from './run.mjs';
import { ensureTestServices } from './services.mjs';

const CHROMIUM = '/usr/bin/chromium';

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing: install Debian's package (sudo apt-get install -y chromium).`);
    process.exit(1);
  }
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

// The table of steps and their times, after a failure too (issue 21: where the suite's time goes).
process.on('exit', printSteps);
install();
ensureChromium();
// Debian's nginx with its brotli module, for deploy/src/nginx.test.ts and the real-stack e2e specs.
ensureDebianPackages(NGINX_PACKAGES);
// PostgreSQL and Redis for the API tests, which fail a CI run without them.
await ensureTestServices();
// Unformatted code fails first: it is the cheapest check.
pnpm(['exec', 'prettier', '--check', '.'], { step: 'prettier --check' });
pnpm(['-r', '--workspace-concurrency=2', 'run', 'typecheck'], { step: 'typecheck (every package)' });
pnpm(['exec', 'eslint', '.', '--max-warnings=0'], { step: 'eslint' });
// The lint suite's own test: each wall refuses what it should (eslint.config.js).
run(process.execPath, ['--test', 'tools/lint-walls.test.mjs'], { step: 'lint walls' });
pnpm(
  [
    '--filter',
    './host',
    '--filter',
    './remotes/*',
    '--filter',
    './shared/*',
    // Two packages at a time: on two cores jest gives each run one worker (cores − 1), so one at a time left a
    // core idle (issue 21).
    '--workspace-concurrency=2',
    'run',
    'test',
    '--ci',
  ],
  { step: 'unit tests (host, remotes, shared packages)' },
);
pnpm(['--filter', '@flowdeck/api', 'run', 'test'], { step: 'API tests' });
pnpm(['--filter', '@flowdeck/deploy', 'run', 'test'], { step: 'deploy tests' });
buildApps();
const e2eSite = join(ROOT, 'var', 'e2e-site');
pnpm(['--filter', '@flowdeck/deploy', 'exec', 'tsx', 'src/build-site.ts'], {
  env: { ...process.env, SITE_DIR: e2eSite },
  step: 'e2e site',
});
pnpm(['exec', 'playwright', 'test'], { env: { ...process.env, SITE_DIR: e2eSite }, step: 'Playwright' });
// The federated-vs-monolith bench on one page, on the site e2e just used (it builds only the monolith and
// serves both as e2e does): its build and render checks cannot rot. Figures are not judged (bench/README.md).
run(process.execPath, ['bench/monolith-compare.mjs', '--quick', '--site', e2eSite], { step: 'monolith bench (quick)' });
console.log('\nAll checks passed.');
