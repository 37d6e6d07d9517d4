import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger, LogController } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptionsFor, registerRequestSummary, wantsReadableLog } from './readable-log';

describe('the server log', () => {
  it('is readable at a terminal or in development, JSON lines otherwise', () => {
    expect(wantsReadableLog(false, { isTTY: true })).toBe(true);
    expect(wantsReadableLog(true, {})).toBe(true);
    expect(wantsReadableLog(false, { isTTY: false })).toBe(false);
    expect(wantsReadableLog(false, {})).toBe(false);
    expect(loggerOptionsFor({ level: 'info', readable: true }).transport).toMatchObject({
      target: 'pino-pretty',
    });
    expect(loggerOptionsFor({ level: 'info', readable: false })).toEqual({ level: 'info' });
  });

  it('summarises each request in one line', async () => {
    const lines: { msg: string; level: number }[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const logger: FastifyBaseLogger = pino(stream);
    const app = Fastify({
      loggerInstance: logger,
      logController: new LogController({ disableRequestLogging: true }),
    });
    registerRequestSummary(app);
    app.get('/jobs', async () => ({ ok: true }));
    app.get('/broken', async () => {
      throw new Error('boom');
    });
    await app.inject({ method: 'GET', url: '/jobs?page=2' });
    expect(lines).toHaveLength(1);
    expect(lines[0]?.msg).toMatch(/^GET \/jobs\?page=2 200 \d+ ms$/);
    await app.inject({ method: 'GET', url: '/broken' });
    const last = lines.at(-1);
    expect(last?.msg).toMatch(/^GET \/broken 500 \d+ ms$/);
    expect(last?.level).toBe(50);
    await app.close();
  });
});
