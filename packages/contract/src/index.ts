export * from './errors';
export * from './users';
export * from './messages';
export * from './constants';
export * from './health';
export * from './pods';
export * from './youtube-link';
export * from './sources';
