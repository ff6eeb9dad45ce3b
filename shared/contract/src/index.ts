export * from './abilities';
export * from './constants';
export * from './registry';
export * from './remote-contract';
export * from './spec-nav';
export * from './runtime-env';
export * from './brands';
export * from './third-party';
