import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import { readServerConfig } from '../../../config';
import { createApiFetch } from '../../../web/api-fetch';
import { isLoopbackAddress } from './mailbox.routes';
import { sendMail } from './mailer';

const t = useTestApp({ mail: { mailboxOpen: true } });

const mailboxFrom = (remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/dev/mailbox', remoteAddress, headers });

describe('the open development mailbox', () => {
  it('shows the outbox to a client on this machine', async () => {
    await sendMail({ to: 'recruiter@example.com', subject: 'Reset link', text: 'x', html: 'x' });
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const answer = await mailboxFrom(address);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('Reset link');
    }
  });

  it('answers any other client 404 exactly like an unknown path, whatever proxy headers say', async () => {
    await sendMail({ to: 'recruiter@example.com', subject: 'Reset link', text: 'x', html: 'x' });
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/dev/nothing-here',
      remoteAddress: '203.0.113.9',
    });
    const proxyHeaders: Record<string, string>[] = [
      {},
      { 'x-forwarded-for': '127.0.0.1' },
      { 'x-real-ip': '::1' },
    ];
    for (const headers of proxyHeaders) {
      const answer = await mailboxFrom('203.0.113.9', headers);
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toBe(unknown.body);
    }
    expect((await mailboxFrom('10.0.0.2')).statusCode).toBe(404);
  });

  it('keeps the visitor’s address when a page reads the mailbox in process', async () => {
    const page = (remoteAddress: string) =>
      ({
        protocol: 'http',
        host: 'localhost:3000',
        headers: {},
        id: 'page-request',
        raw: { socket: { remoteAddress } },
      }) as unknown as FastifyRequest;
    const remote = await createApiFetch(t.app, page('198.51.100.4'))('/api/dev/mailbox');
    expect(remote.status).toBe(404);
    const local = await createApiFetch(t.app, page('127.0.0.1'))('/api/dev/mailbox');
    expect(local.status).toBe(200);
  });

  it('recognises loopback addresses only', () => {
    expect(isLoopbackAddress('127.0.0.1')).toBe(true);
    expect(isLoopbackAddress('127.10.0.3')).toBe(true);
    expect(isLoopbackAddress('::1')).toBe(true);
    expect(isLoopbackAddress('::ffff:127.0.0.1')).toBe(true);
    for (const address of ['0.0.0.0', '10.0.0.1', '::ffff:10.0.0.1', '1270.0.0.1', '', undefined]) {
      expect(isLoopbackAddress(address)).toBe(false);
    }
  });
});

describe('where the server listens', () => {
  it('listens on this machine only by default while the mailbox is open', () => {
    expect(readServerConfig({ NODE_ENV: 'production' })).toMatchObject({
      host: 'localhost',
      mailboxOpen: true,
    });
    expect(readServerConfig({ NODE_ENV: 'development' }).host).toBe('localhost');
  });

  it('listens on every interface by default once the mailbox is closed', () => {
    expect(readServerConfig({ PUBLIC_URL: 'https://gradway.example' })).toMatchObject({
      host: '0.0.0.0',
      mailboxOpen: false,
    });
    expect(readServerConfig({ SMTP_URL: 'smtp://mail:25' }).host).toBe('0.0.0.0');
    expect(readServerConfig({ DEV_MAILBOX: 'false' }).host).toBe('0.0.0.0');
  });

  it('listens where HOST says', () => {
    expect(readServerConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});
