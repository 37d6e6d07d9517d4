// The browsers of the stream benchmark, in their own process so the server's memory is its own:
// opens one SSE stream per ticket (given on stdin as JSON lines {url}), tells the parent when all
// are ready, then reports each notification event it receives as {seq, at} over IPC.
import http from 'node:http';

const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
const [base] = process.argv.slice(2);
let input = '';
process.stdin.on('data', (chunk) => {
  input += chunk;
});
process.stdin.on('end', () => {
  const urls = JSON.parse(input);
  let ready = 0;
  for (const url of urls) {
    http
      .get(`${base}${url}`, { agent }, (response) => {
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          buffer += chunk;
          let cut = buffer.indexOf('\n\n');
          while (cut >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const at = Date.now();
            if (block.includes('event: ready')) {
              ready += 1;
              if (ready === urls.length) process.send?.({ type: 'ready', count: ready });
            } else if (block.includes('event: notification')) {
              const id = /^id: (\d+)$/m.exec(block)?.[1];
              process.send?.({ type: 'event', seq: Number(id), at });
            }
            cut = buffer.indexOf('\n\n');
          }
        });
      })
      .on('error', (error) => process.send?.({ type: 'error', message: error.message }));
  }
});
process.on('message', (message) => {
  if (message === 'exit') process.exit(0);
});
