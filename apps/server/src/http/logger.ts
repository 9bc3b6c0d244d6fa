import { pino, type Logger as PinoLogger } from 'pino';

export type Logger = PinoLogger;

/** One logger for api and worker; Fastify gets the same instance. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', '*.token', '*.idToken'], remove: true },
  });
}
