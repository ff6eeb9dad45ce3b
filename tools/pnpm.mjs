// `node tools/pnpm.mjs <args>`: pnpm at the project's pinned version.
import { pnpm } from './run.mjs';

pnpm(process.argv.slice(2));
