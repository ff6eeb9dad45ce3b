import base from '../../jest.dom.config.js';

export default {
  ...base,
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/src/test/setup.ts'],
};
