export * from './ability';
export * from './auth-store';
export * from './host-context';
export * from './user';
export * from './query-client';
export * from './widget-catalog';
export * from './user-settings';
