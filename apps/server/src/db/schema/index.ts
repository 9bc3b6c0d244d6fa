export * from './users';
export * from './jobs';
export * from './emulator-state';
export * from './pods';
export * from './listening';
export * from './podcasts';
