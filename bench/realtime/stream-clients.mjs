// The browsers of the stream benchmark, in their own process so the server's memory is its own:
// opens one SSE stream per URL (given on stdin as a JSON list), BATCH at a time as browsers
// arriving over a few seconds would, tells the parent when all are ready, then reports each
// notification event it receives as {seq, at} over IPC.
import http from 'node:http';

const BATCH = 50;
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
const [base] = process.argv.slice(2);

const open = (url) =>
  new Promise((resolve) => {
    http
      .get(`${base}${url}`, { agent }, (response) => {
        if (response.statusCode !== 200) {
          process.send?.({ type: 'error', message: `status ${response.statusCode}` });
          resolve();
          return;
        }
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          buffer += chunk;
          let cut = buffer.indexOf('\n\n');
          while (cut >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const at = Date.now();
            if (block.includes('event: ready')) resolve();
            else if (block.includes('event: notification')) {
              const id = /^id: (\d+)$/m.exec(block)?.[1];
              process.send?.({ type: 'event', seq: Number(id), at });
            }
            cut = buffer.indexOf('\n\n');
          }
        });
      })
      .on('error', (error) => {
        process.send?.({ type: 'error', message: error.message });
        resolve();
      });
  });

let input = '';
process.stdin.on('data', (chunk) => {
  input += chunk;
});
process.stdin.on('end', async () => {
  const urls = JSON.parse(input);
  for (let i = 0; i < urls.length; i += BATCH) {
    await Promise.all(urls.slice(i, i + BATCH).map(open));
  }
  process.send?.({ type: 'ready', count: urls.length });
});
process.on('message', (message) => {
  if (message === 'exit') process.exit(0);
});
