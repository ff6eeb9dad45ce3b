import base from '../../jest.dom.config.js';

export default {
  ...base,
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/src/test/setup.ts'],
  moduleNameMapper: {
    ...base.moduleNameMapper,
    // Not (yet) a dependency of this package: the test helper reaches the workspace source directly.
    '^@flowdeck/api-client$': '<rootDir>/../../shared/api-client/src/index.ts',
  },
};
