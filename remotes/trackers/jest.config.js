import { fileURLToPath } from 'node:url';
import base from '../../jest.dom.config.js';

// The test harness builds a real API client, as the host does. @flowdeck/api-client is not (yet) a
// declared dependency of this remote, so it is resolved from the workspace here and in tsconfig.json.
const API_CLIENT = fileURLToPath(new URL('../../shared/api-client/src/index.ts', import.meta.url));

export default {
  ...base,
  moduleNameMapper: { ...base.moduleNameMapper, '^@flowdeck/api-client$': API_CLIENT },
};
