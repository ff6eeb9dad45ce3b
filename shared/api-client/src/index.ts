export * from './api-client';
export * from './api-error';
export * from './error-shape';
export * from './node-server-client';
