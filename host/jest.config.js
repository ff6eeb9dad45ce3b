import base from '../jest.dom.config.js';

export default {
  ...base,
  // Jest cannot resolve federated imports: the one loader module is replaced in unit tests
  // (real loading is covered by Playwright).
  moduleNameMapper: {
    ...base.moduleNameMapper,
    '^@module-federation/enhanced/runtime$': '<rootDir>/src/test/federation-runtime-stub.ts',
  },
};
