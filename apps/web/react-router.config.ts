import type { Config } from '@react-router/dev/config';

/**
 * Framework mode with server rendering. The API's Fastify server serves `build/client` as static
 * files and renders pages through the server build `build/server/index.js`.
 */
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config;
