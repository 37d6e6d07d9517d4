import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of the PostgreSQL server, which the database-restart suite cuts and
 * restores: as a restart looks to the app, every open connection drops at once and new ones are
 * refused until the server is back. The shared server itself is never touched.
 */
export interface TcpProxy {
  port: number;
  /** Drops every connection and stops listening (connections are refused). */
  cut(): Promise<void>;
  /** Listens again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export const startTcpProxy = async (target: { host: string; port: number }): Promise<TcpProxy> => {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const listen = (server: Server, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  const newServer = () =>
    createServer((client) => {
      const upstream = connect(target.port, target.host);
      track(client);
      track(upstream);
      client.pipe(upstream);
      upstream.pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });

  let server = newServer();
  const port = await listen(server, 0);
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });

  return {
    port,
    cut: stop,
    restore: async () => {
      server = newServer();
      await listen(server, port);
    },
    close: stop,
  };
};
