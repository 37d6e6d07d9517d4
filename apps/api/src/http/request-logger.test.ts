import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { requestLoggerFactory } from './request-logger';

/** A server whose log lines are kept, at the given level, with the request logger. */
const serverLoggingAt = async (level: string) => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({
    loggerInstance: pino({ level }, stream),
    childLoggerFactory: requestLoggerFactory,
    genReqId: () => 'request-1',
  });
  app.get('/', (request, reply) => {
    request.log.info('reading the page');
    request.log.warn({ slow: true }, 'the page was slow');
    request.log.child({ step: 'render' }).error('rendering failed');
    reply.send('ok');
  });
  app.get('/quiet', (_request, reply) => {
    reply.send('quiet');
  });
  await app.ready();
  return { app, lines };
};

describe('the request logger', () => {
  it('writes every line at or above the server’s level with the request’s id', async () => {
    const { app, lines } = await serverLoggingAt('warn');
    expect((await app.inject('/')).body).toBe('ok');
    expect(lines.map((line) => [line.msg, line.reqId])).toEqual([
      ['the page was slow', 'request-1'],
      ['rendering failed', 'request-1'],
    ]);
    expect(lines[0]).toMatchObject({ slow: true, level: 40 });
    expect(lines[1]).toMatchObject({ step: 'render', level: 50 });
  });

  it('makes no child logger for a request that writes nothing at the server’s level', async () => {
    const { app, lines } = await serverLoggingAt('warn');
    // Fastify's logger wraps the given one; its children are made through `child`.
    const child = vi.spyOn(app.log, 'child');
    expect((await app.inject('/quiet')).body).toBe('quiet');
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
    await app.inject('/');
    expect(child).toHaveBeenCalledTimes(2);
  });

  it('keeps Fastify’s own request lines at info, bound to the request', async () => {
    const { app, lines } = await serverLoggingAt('info');
    await app.inject('/');
    expect(lines.map((line) => line.msg)).toEqual([
      'incoming request',
      'reading the page',
      'the page was slow',
      'rendering failed',
      'request completed',
    ]);
    expect(lines.every((line) => line.reqId === 'request-1')).toBe(true);
  });
});
