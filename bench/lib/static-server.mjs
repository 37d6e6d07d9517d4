// The baseline of the SSR benchmark: a bare node:http server that answers every request with the
// bytes of one file (a page's HTML fetched once from the app), as a static file server would.
// Run as its own process so it does not share the load generator's event loop:
//   node bench/lib/static-server.mjs <file> <port>
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [file, port] = process.argv.slice(2);
const body = readFileSync(file);
const server = createServer((_request, response) => {
  response.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': body.length,
  });
  response.end(body);
});
server.listen(Number(port), '127.0.0.1', () => process.send?.('listening'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
