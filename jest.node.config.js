// Shared jest setup for packages whose tests run in Node (pure modules).
export default {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true } } }],
  },
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
};
