export * from './errors';
export * from './users';
export * from './messages';
export * from './constants';
export * from './health';
export * from './pods';
