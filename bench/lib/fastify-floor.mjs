// A second baseline of the API throughput benchmark: what Fastify alone costs to send one of the
// app's answers. A Fastify server with the app's logger settings (pino at `warn`) and request ids
// (a UUID each), one `onRequest` hook that sets the headers the app's answer carried, and one
// route answering its body: no session, no access check, no text guard, nothing of the app.
// The app cannot be faster than this on the same machine; the gap between them is the app's own
// work. Run as its own process, like the bare server:
//   node bench/lib/fastify-floor.mjs <answer.json> <port>
// where answer.json is { "body": "...", "headers": { name: value } } (taken from the app).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [file, port] = process.argv.slice(2);
const { body, headers } = JSON.parse(readFileSync(file, 'utf8'));
const pairs = Object.entries(headers);
const app = Fastify({ logger: { level: 'warn' }, genReqId: () => randomUUID() });
app.addHook('onRequest', (request, reply, done) => {
  reply.header('x-request-id', request.id);
  for (const [name, value] of pairs) reply.header(name, value);
  done();
});
app.get('/*', () => body);
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('listening');
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
