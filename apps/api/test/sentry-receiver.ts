import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/** One item of a Sentry envelope: its header and its payload (parsed when JSON). */
export interface EnvelopeItem {
  header: { type: string; [key: string]: unknown };
  payload: unknown;
}

export interface ReceivedEnvelope {
  /** The project id of the DSN (`/api/<project>/envelope/`). */
  project: string;
  /** The public key, from the `X-Sentry-Auth` header or the `sentry_key` parameter. */
  key: string | null;
  header: Record<string, unknown>;
  items: EnvelopeItem[];
}

const json = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** Parses the envelope format: a header line, then for each item a header line and a payload. */
export const parseEnvelope = (
  body: Buffer,
): { header: Record<string, unknown>; items: EnvelopeItem[] } => {
  const text = body.toString('utf8');
  const lines = text.split('\n');
  const header = JSON.parse(lines[0] ?? '{}') as Record<string, unknown>;
  const items: EnvelopeItem[] = [];
  let index = 1;
  while (index < lines.length) {
    const line = lines[index];
    if (!line) {
      index++;
      continue;
    }
    const itemHeader = JSON.parse(line) as EnvelopeItem['header'];
    const payload = lines[index + 1] ?? '';
    items.push({ header: itemHeader, payload: json(payload) });
    index += 2;
  }
  return { header, items };
};

/**
 * A small Sentry-compatible receiver on 127.0.0.1 for tests: it takes envelopes at
 * `/api/<project>/envelope/` (gzip or plain, from the Node SDK or a browser), keeps them parsed,
 * and answers 200 with CORS open as Sentry does. The DSN to configure is `dsn(project)`.
 */
export const startSentryReceiver = async () => {
  const envelopes: ReceivedEnvelope[] = [];
  const server = createServer((request, response) => {
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': '*',
      'access-control-allow-methods': 'POST, OPTIONS',
    };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end();
      return;
    }
    const url = new URL(request.url ?? '/', 'http://receiver.invalid');
    const match = /^\/api\/([^/]+)\/envelope\/?$/.exec(url.pathname);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (!match?.[1] || request.method !== 'POST') {
        response.writeHead(404, cors).end();
        return;
      }
      let body = Buffer.concat(chunks);
      if (request.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
      const auth = String(request.headers['x-sentry-auth'] ?? '');
      const key =
        url.searchParams.get('sentry_key') ?? /sentry_key=([^,\s]+)/.exec(auth)?.[1] ?? null;
      envelopes.push({ project: match[1], key, ...parseEnvelope(body) });
      response.writeHead(200, { ...cors, 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  /** The events received (error events), each with its envelope. */
  const events = () =>
    envelopes.flatMap((envelope) =>
      envelope.items
        .filter((item) => item.header.type === 'event')
        .map((item) => ({ envelope, event: item.payload as SentryEvent })),
    );
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    dsn: (project = '1', key = 'testkey') => `http://${key}@127.0.0.1:${port}/${project}`,
    envelopes,
    events,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive connections (the SDK's, the browser's) would hold close() open.
        server.closeAllConnections();
      }),
  };
};

export interface SentryEvent {
  event_id: string;
  level?: string;
  tags?: Record<string, string>;
  contexts?: Record<string, Record<string, unknown>>;
  exception?: { values: { type: string; value: string }[] };
  request?: { url?: string; headers?: Record<string, string> };
}
