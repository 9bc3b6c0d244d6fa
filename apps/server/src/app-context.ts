import type { Settings } from './config/settings';
import type { Database } from './db/database';
import { createEmulatorStateRepository } from './emulators/emulator-state-repository';
import type { Logger } from './http/logger';
import { JobQueue } from './jobs/job-queue';
import { createSessionRepository } from './modules/users/session-repository';
import { createSessionService } from './modules/users/session-service';
import { createUserRepository } from './modules/users/user-repository';

/**
 * The composition root: every repository, service and adapter, built once from
 * settings and the database, shared by the api and the worker.
 */
export function createAppContext(settings: Settings, database: Database, logger: Logger) {
  const users = createUserRepository(database.db);
  const sessionRepository = createSessionRepository(database.db);
  const sessions = createSessionService({ users, sessions: sessionRepository, ttlDays: settings.sessionTtlDays });
  const queue = new JobQueue(database, logger);
  const emulatorState = createEmulatorStateRepository(database.db);
  return { settings, database, logger, users, sessionRepository, sessions, queue, emulatorState };
}

export type AppContext = ReturnType<typeof createAppContext>;
