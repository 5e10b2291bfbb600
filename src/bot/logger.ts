/**
 * The bot's structured logger (pino, JSON lines on stdout by default).
 * Secrets never reach the output: the paths below are redacted, and the config object keeps its token
 * non-enumerable, so even a careless `logger.info({ config })` cannot print it.
 */
import { type DestinationStream, type Logger, pino } from "pino";
import type { LogLevel } from "./config.js";

export type { Logger } from "pino";

/** Field paths whose values are replaced with `[redacted]` in every log line. */
export const REDACTED_PATHS: readonly string[] = [
  "token",
  "*.token",
  "config.token",
  "authorization",
  "*.authorization",
  "headers.authorization",
  "*.headers.authorization",
  "*.headers.Authorization",
  // A failed upload's error carries the request's files: kilobytes of PNG per line, written as JSON numbers.
  "err.requestBody.files",
  "*.err.requestBody.files",
];

export interface LoggerOptions {
  level?: LogLevel;
  /** Where lines go; defaults to stdout. Tests pass a stream to read the lines back. */
  destination?: DestinationStream;
}

/**
 * Creates the logger used by the bot and the deploy script.
 *
 * @param options - level (default "info") and an optional destination stream
 * @returns a pino logger with redaction and an error serializer that keeps `cause` chains
 */
export function createLogger(options: LoggerOptions = {}): Logger {
  return pino(
    {
      name: "sudoku-bot",
      level: options.level ?? "info",
      redact: { paths: [...REDACTED_PATHS], censor: "[redacted]" },
      serializers: { err: pino.stdSerializers.errWithCause },
    },
    // Synchronous writes: log volume is small, and nothing is lost when the process exits right after.
    options.destination ?? pino.destination({ dest: 1, sync: true }),
  );
}
