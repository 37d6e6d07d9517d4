import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions, Logger } from 'pino';

type ChildOptions = ChildLoggerOptions<never>;
type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * A request's logger that asks pino for the request's child (bound to its request id) only when
 * a line is written at a level the server logs. Fastify makes a child for every request; at
 * `warn` or above, a request that goes well writes nothing, and making the child (copying the
 * parent's methods, serialising the bindings) was a few per cent of an authenticated GET
 * (decision 043). A line written through it is the child's own line: same bindings, same output.
 */
class RequestLogger {
  readonly #parent: Logger;
  readonly #bindings: Bindings;
  readonly #options: ChildOptions;
  #child: Logger | undefined;

  constructor(parent: Logger, bindings: Bindings, options: ChildOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  #made(): Logger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options);
    return this.#child;
  }

  #write(level: Level, args: unknown[]) {
    const logger = this.#child ?? this.#parent;
    if (!logger.isLevelEnabled(level)) return;
    (this.#made()[level] as (...line: unknown[]) => void)(...args);
  }

  get level(): string {
    return (this.#child ?? this.#parent).level;
  }

  set level(level: string) {
    this.#made().level = level;
  }

  isLevelEnabled(level: string): boolean {
    return (this.#child ?? this.#parent).isLevelEnabled(level);
  }

  fatal(...args: unknown[]) {
    this.#write('fatal', args);
  }
  error(...args: unknown[]) {
    this.#write('error', args);
  }
  warn(...args: unknown[]) {
    this.#write('warn', args);
  }
  info(...args: unknown[]) {
    this.#write('info', args);
  }
  debug(...args: unknown[]) {
    this.#write('debug', args);
  }
  trace(...args: unknown[]) {
    this.#write('trace', args);
  }
  silent() {}

  child(bindings: Bindings, options?: ChildOptions): Logger {
    return this.#made().child(bindings, options);
  }
}

/**
 * Fastify's `childLoggerFactory`: the request's logger, made lazily. A route with its own log
 * level or serialisers gets pino's child at once (its level differs from the server's).
 */
export const requestLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) =>
  options.level !== undefined || options.serializers !== undefined
    ? logger.child(bindings, options)
    : (new RequestLogger(logger as Logger, bindings, options) as unknown as FastifyBaseLogger);
