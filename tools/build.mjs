// Installs, builds the host and the four remotes, and lays out the local site (var/site).
import { buildApps, install, pnpm } from './run.mjs';

install();
buildApps();
pnpm(['--filter', '@flowdeck/deploy', 'exec', 'tsx', 'src/build-site.ts']);
