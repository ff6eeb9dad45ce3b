export type * from './auth.js';
export type * from './politicians.js';
export type * from './reference.js';
export type * from './market.js';
export type * from './billing.js';
export type * from './insiders.js';
export type * from './economic-calendar.js';
export type * from './stock-splits.js';
