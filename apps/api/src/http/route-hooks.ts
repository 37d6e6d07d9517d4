import type { RouteOptions } from 'fastify';

type RouteHookName = 'onSend' | 'preValidation' | 'preHandler' | 'onResponse';
type RouteHook<N extends RouteHookName> = Extract<
  NonNullable<RouteOptions[N]>,
  (...args: never[]) => unknown
>;

/**
 * Adds a hook to one route, after the route's own, from an `onRoute` hook as the route is
 * declared: only the routes that need it run it, not every request (decision 043).
 */
export const addRouteHook = <N extends RouteHookName>(
  route: RouteOptions,
  name: N,
  hook: RouteHook<N>,
) => {
  const own = route[name];
  route[name] = [...(own === undefined ? [] : [own].flat()), hook] as RouteOptions[N];
};

/** Whether a route only reads (GET or HEAD): it changes nothing a cache or a session keeps. */
export const onlyReads = (route: RouteOptions) =>
  [route.method].flat().every((method) => method === 'GET' || method === 'HEAD');
