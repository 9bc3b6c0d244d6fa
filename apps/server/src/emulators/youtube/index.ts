/** The YouTube emulator: a Fastify plugin serving YouTube's protocols over the demo library. */
export { registerYouTubeEmulator } from './register-youtube-emulator';
export type { YouTubeEmulatorOptions } from './register-youtube-emulator';
export { loadDemoLibrary, loadDemoLibraryOrThrow, DEFAULT_DEMO_LIBRARY_DIRECTORY } from './load-demo-library';
export type { DemoLibrary } from './demo-library-model';
