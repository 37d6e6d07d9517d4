import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';

/** React Router's server build as the Vite plugin exposes it in development. */
const SERVER_BUILD_MODULE = 'virtual:react-router/server-build';

/**
 * Development: Vite in middleware mode serves the web app's modules with hot reload, and every
 * page render loads the current server build through Vite.
 */
export const registerViteDevelopment = async (app: FastifyInstance, root: string) => {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root,
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server: app.server } },
  });
  await app.register(middie);
  app.use((request, response, next) => {
    if (request.url?.startsWith('/api/')) return next();
    return vite.middlewares(request, response, next);
  });
  app.addHook('onClose', async () => {
    await vite.close();
  });
  return () => vite.ssrLoadModule(SERVER_BUILD_MODULE) as Promise<ServerBuild>;
};
