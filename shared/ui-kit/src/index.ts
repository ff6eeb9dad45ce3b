export * from './disclosure-timeline';
export * from './format';
export * from './page-header';
export * from './panel-section';
export * from './query-state';
export * from './shell';
export * from './stat-card';
export * from './theme';
