import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createAppContext, type AppContext, type AppContextOverrides } from '../app-context';
import { allJobs, startWorkers } from '../jobs/all-jobs';
import { loadSettings } from '../config/settings';
import type { Database } from '../db/database';
import { buildServer } from '../http/build-server';
import { createLogger } from '../logger';
import { findFreePort } from './server-process';
import { openTestDatabase } from './test-database';

export interface TestServer {
  app: FastifyInstance;
  context: AppContext;
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * The real HTTP server on 127.0.0.1 with a test database. It listens (rather than
 * using inject) because sign-in makes real OpenID calls to its own provider.
 */
export async function startTestServer(
  database: Database,
  env: Record<string, string> = {},
  options: {
    withWorkers?: boolean;
    /** Start the queue (jobs can be sent) without workers taking them. */
    withQueue?: boolean;
    overrides?: AppContextOverrides;
    /** A built web app to serve; by default none (SPA paths answer 503). */
    webDistDir?: string;
  } = {},
): Promise<TestServer> {
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // Errors only: an unhandled error behind a test's 500 prints its stack, and little else is logged at
  // that level (a job attempt failing on purpose). TEST_LOG_LEVEL=info shows everything.
  const logLevel = process.env.TEST_LOG_LEVEL ?? 'error';
  const settings = loadSettings({
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: logLevel,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'podbite-test-')),
    ...env,
  });
  const context = createAppContext(settings, database, createLogger(logLevel), options.overrides);
  const app = await buildServer(context, {
    webDistDir: options.webDistDir ?? path.join(settings.dataDir, 'no-web-build'),
  });
  await app.listen({ port, host: '127.0.0.1' });
  if (options.withWorkers || options.withQueue) await context.queue.start(allJobs);
  if (options.withWorkers) await startWorkers(context);
  return {
    app,
    context,
    baseUrl,
    async close() {
      await app.close();
      if (options.withWorkers || options.withQueue) await context.queue.stop(5_000);
      await context.closeSpeech();
    },
  };
}

/**
 * A test server on a database of its own for the tests of one file: started before them, closed
 * after them with its database. Read `.current` inside tests and hooks.
 */
export function useTestServer(
  env: Record<string, string> = {},
  options: { withWorkers?: boolean; overrides?: AppContextOverrides } = {},
): { readonly current: TestServer } {
  let server: TestServer | undefined;
  let disposeDatabase: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const { database, dispose } = await openTestDatabase();
    disposeDatabase = dispose;
    server = await startTestServer(database, env, options);
  });
  afterAll(async () => {
    await server?.close();
    await disposeDatabase?.();
  });
  return {
    get current() {
      if (!server) throw new Error('the test server starts in beforeAll: read it inside tests and hooks');
      return server;
    },
  };
}
