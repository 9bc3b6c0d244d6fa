import { createAppContext } from './app-context';
import { loadSettings, SettingsError } from './config/settings';
import { openDatabase } from './db/database';
import { buildServer } from './http/build-server';
import { createLogger } from './logger';
import { pruneExpiredSessionsJob } from './jobs/definitions/prune-expired-sessions';
import { summarizeDemoLibraryJob } from './jobs/definitions/summarize-demo-library';
import { allJobs, startWorkers } from './jobs/all-jobs';

type Role = 'all' | 'api' | 'worker';

/**
 * The whole shutdown gets this long before the process gives up. Running jobs get JOBS_DRAIN_MS of it
 * (the queue's default, see job-queue.ts); the gap is for a job between its checks of the signal (a
 * narration clip being voiced), closing the voices and the database, on a loaded machine.
 */
const SHUTDOWN_LIMIT_MS = 40_000;

/**
 * Starts PodBite as api, worker, or both in one process (the default for
 * `npm start`). SIGTERM drains in-flight requests and jobs, then exits.
 */
async function main(role: Role): Promise<void> {
  let settings;
  try {
    settings = loadSettings();
  } catch (error) {
    if (error instanceof SettingsError) {
      console.error(`PodBite cannot start. ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  const logger = createLogger(settings.logLevel).child({ role });
  const database = await openDatabase(settings.database);
  await database.migrate();
  const context = createAppContext(settings, database, logger);
  await context.queue.start(allJobs);

  const app = role === 'worker' ? null : await buildServer(context);
  if (app) {
    await app.listen({ port: settings.port, host: settings.host });
    logger.info(
      { transcription: context.transcriber.engine },
      `PodBite is running at ${settings.publicUrl} (database: ${database.kind})`,
    );
    await context.queue.send(
      pruneExpiredSessionsJob,
      { requestedBy: 'boot' },
      { subjectKey: 'prune-expired-sessions' },
    );
    if (settings.demoContent) {
      await context.queue.send(
        summarizeDemoLibraryJob,
        { requestedBy: 'boot' },
        { subjectKey: 'demo-content' },
      );
    }
  }
  if (role !== 'api') await startWorkers(context);
  if (role === 'worker') logger.info(`PodBite worker is running (database: ${database.kind})`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: draining requests and jobs');
    const timer = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    timer.unref();
    try {
      if (app) {
        await app.close();
        logger.info('shutting down: requests drained');
      }
      await context.queue.stop();
      logger.info('shutting down: jobs stopped');
      await context.closeSpeech();
      await database.close();
      logger.info('stopped');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

const role = (process.argv[2] ?? 'all') as Role;
if (!['all', 'api', 'worker'].includes(role)) {
  console.error(`Unknown role "${role}": use all, api or worker.`);
  process.exit(2);
}
await main(role);
