import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../../http/http-error';

/** The signed-in society manager or recruiter acting on their own organisation. */
export interface Organiser {
  id: string;
  email: string | null;
  firstName: string;
  lastName: string;
}

/** The session's user (the route's access check already ran). */
export const organiserOf = (request: FastifyRequest): Organiser => {
  const user = request.session?.user;
  if (!user) throw unauthorized();
  return user;
};

/** How deciders and mails name a person. */
export const fullNameOf = (person: { firstName: string; lastName: string }, fallback: string) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ') || fallback;
