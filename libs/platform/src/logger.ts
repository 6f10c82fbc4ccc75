import pino from 'pino';

export type Logger = pino.Logger;
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** A JSON logger with the service name on every line. */
export function createLogger(service: string, level: LogLevel | string = 'info'): Logger {
  return pino({
    level,
    base: { service },
    // Belt and braces: never print credentials even if an object carries them.
    redact: {
      paths: ['password', '*.password', 'secret', '*.secret', 'headers.cookie', 'headers.authorization'],
      censor: '***',
    },
  });
}
