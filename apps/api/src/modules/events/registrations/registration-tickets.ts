import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The QR ticket (decision 020): the registration's id and an HMAC-SHA256 of it keyed with the
 * registration's own random secret, which never leaves the server. Knowing an id (or every id) is
 * not enough to make a ticket; a forged or altered one fails `ticketMatches`.
 */
const signature = (registrationId: string, secret: string): string =>
  createHmac('sha256', secret).update(`gradway-ticket:${registrationId}`).digest('base64url');

export const ticketFor = (registration: { id: string; ticketSecret: string }): string =>
  `${registration.id}.${signature(registration.id, registration.ticketSecret)}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The registration id a ticket names, or null when it is not shaped like a ticket. */
export const registrationIdOfTicket = (token: string): string | null => {
  if (typeof token !== 'string' || token.length > 200) return null;
  const [id, mac, ...rest] = token.trim().split('.');
  if (!id || !mac || rest.length > 0 || !UUID.test(id)) return null;
  return id.toLowerCase();
};

/** Whether the ticket was signed with this registration's secret (constant-time). */
export const ticketMatches = (
  token: string,
  registration: { id: string; ticketSecret: string },
): boolean => {
  const id = registrationIdOfTicket(token);
  if (id !== registration.id) return false;
  const given = Buffer.from(token.trim().split('.')[1] ?? '');
  const expected = Buffer.from(signature(registration.id, registration.ticketSecret));
  return given.length === expected.length && timingSafeEqual(given, expected);
};
