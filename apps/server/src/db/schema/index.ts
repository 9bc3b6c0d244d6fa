export * from './users';
export * from './jobs';
export * from './emulator-state';
export * from './pods';
export * from './listening';
export * from './onboarding';
export * from './youtube-links';
