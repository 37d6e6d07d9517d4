import {
  checkRegistrationAnswers,
  eventHasEnded,
  offerWindowMs,
  type RegistrationAnswersInput,
  type StoredRegistrationAnswer,
} from '@gradway/domain';
import { REGISTRATION_MESSAGES, type Registration } from '@gradway/domain/contracts';
import { type Db, inTransaction } from '../../../db';
import { isoTime, resource } from '../../../http/documents';
import { HttpError, notFound } from '../../../http/http-error';
import { notify, signalStreamEvents } from '../../messaging/notifications/notifications.service';
import { enqueueJob } from '../../platform/jobs/jobs';
import { questionsOfEvent } from '../registration-questions/registration-questions.service';
import { inEventQueue } from './event-queue';
import { mailRegistrationConfirmed, mailWaitlistOffer } from './registration-mail';
import { ticketFor } from './registration-tickets';
import {
  type CandidateUser,
  countHeld,
  countPlaces,
  dueOffers,
  type EventRow,
  eventsWithDueOffers,
  findEvent,
  findRegistration,
  findRegistrationById,
  findRegistrationWithPosition,
  firstInLine,
  insertRegistration,
  listCandidateRegistrations,
  lockEvent,
  nextWaitlistSeq,
  type RegistrationRow,
  recordOffer,
  resolveOffer,
  setEventCapacity,
  takePlaceOrJoinLine,
  updateRegistration,
  userOfCandidate,
  waitlistPositionEvents,
} from './registrations.repository';

/**
 * Registrations and the fair waitlist (decision 020). Every operation that changes who holds or
 * waits for a place at an event runs in one transaction that first takes that event's advisory
 * lock (`lockEvent`), then expires its due offers, recounts, changes, and offers every free place
 * to the first in line before it commits. Places held = registered + checked in + pending offers.
 */

type Messages = typeof REGISTRATION_MESSAGES;
const unprocessable = (key: keyof Messages) => new HttpError(422, REGISTRATION_MESSAGES[key]);
const conflict = (key: keyof Messages) => new HttpError(409, REGISTRATION_MESSAGES[key]);

/** The event's page (pages are addressed by id: `/events/:id`). */
const eventPath = (event: EventRow) => `/events/${event.id}`;

/** The event as registering sees it: it exists, is public, and is an event. */
const requireEvent = async (tx: Db, touchpointId: string, now: Date): Promise<EventRow> => {
  const event = await findEvent(tx, touchpointId);
  const visible = event && ['published', 'closed', 'ended'].includes(event.state);
  if (!event || !visible) throw notFound(REGISTRATION_MESSAGES.unknownEvent);
  if (event.touchpointableType !== 'Event') throw unprocessable('notAnEvent');
  if (eventHasEnded(event, now)) throw unprocessable('ended');
  return event;
};

const requireOpen = (event: EventRow, now: Date) => {
  const closed =
    event.state === 'closed' ||
    (event.applicationDeadline !== null && event.applicationDeadline < now);
  if (closed) throw unprocessable('closed');
};

/** A transaction on one event's availability: queued in this process, then under its lock. */
const transactOnEvent = <T>(db: Db, touchpointId: string, work: (tx: Db) => Promise<T>) =>
  inEventQueue(touchpointId, () => inTransaction(db, work));

const HOUR_MS = 60 * 60 * 1000;

/** Reminders a day and an hour before the event (those already past are not sent). */
const scheduleReminders = async (tx: Db, registrationId: string, event: EventRow, now: Date) => {
  if (!event.startDate) return;
  for (const [lead, before] of [
    ['day', 24 * HOUR_MS],
    ['hour', HOUR_MS],
  ] as const) {
    const at = new Date(event.startDate.getTime() - before);
    if (at <= now) continue;
    await enqueueJob(
      tx,
      'events.reminder',
      { registrationId, lead },
      { startAfter: at, singletonKey: `${registrationId}:${lead}:${at.toISOString()}` },
    );
  }
};

/** The candidate's notification that their place is confirmed. */
const notifyRegistered = (tx: Db, user: CandidateUser, event: EventRow) =>
  notify(tx, {
    userId: user.userId,
    kind: 'event_registration',
    title: 'You are registered',
    message: `Your place at ${event.title} is confirmed. Your ticket is on the event page.`,
    link: eventPath(event),
    subject: { type: 'touchpoint', id: event.id },
  });

/** Confirms a place: notification, mail with the QR ticket, reminders. */
const tellRegistered = async (
  tx: Db,
  user: CandidateUser | null,
  event: EventRow,
  registration: RegistrationRow,
  now: Date,
) => {
  await scheduleReminders(tx, registration.id, event, now);
  if (!user) return;
  await notifyRegistered(tx, user, event);
  await mailRegistrationConfirmed(tx, user, event, ticketFor(registration));
};

/**
 * Only the in-app notification of a confirmed place (the demo's seed, which runs without the
 * app that mail needs, tells the demo candidate about the places it gave them this way).
 */
export const notifyPlaceConfirmed = async (db: Db, registrationId: string) => {
  const registration = await findRegistrationById(db, registrationId);
  if (registration?.status !== 'registered') return;
  const event = await findEvent(db, registration.touchpointId);
  const user = event ? await userOfCandidate(db, registration.candidateId) : null;
  if (event && user) await notifyRegistered(db, user, event);
};

/**
 * Gives every free place to the first in line, in order: an offer held for the claim window, or
 * the place itself when the window is 0 (or the event is too near). Runs inside the event's lock.
 */
const offerFreePlaces = async (tx: Db, event: EventRow, now: Date): Promise<void> => {
  const { held, waiting } = await countPlaces(tx, event.id);
  if (waiting === 0) return;
  const free = event.capacity === null ? waiting : event.capacity - held;
  if (free <= 0) return;
  const window = offerWindowMs({
    windowHours: event.waitlistOfferHours,
    startsAt: event.startDate,
    now,
  });
  for (const { registration, ...user } of await firstInLine(tx, event.id, free)) {
    const { userId } = user;
    if (window === 0) {
      await updateRegistration(tx, registration.id, { status: 'registered', offerExpiresAt: null });
      await recordOffer(tx, {
        touchpointId: event.id,
        registrationId: registration.id,
        waitlistSeq: registration.waitlistSeq,
        outcome: 'promoted',
        resolvedAt: now,
      });
      await tellRegistered(tx, user, event, registration, now);
      continue;
    }
    const expiresAt = new Date(now.getTime() + window);
    await updateRegistration(tx, registration.id, { status: 'offered', offerExpiresAt: expiresAt });
    await recordOffer(tx, {
      touchpointId: event.id,
      registrationId: registration.id,
      waitlistSeq: registration.waitlistSeq,
      expiresAt,
    });
    // Expires the offer on time; the sweep (registrations.jobs) catches a lost one.
    await enqueueJob(
      tx,
      'events.offer-expiry',
      { touchpointId: event.id },
      { startAfter: expiresAt },
    );
    await notify(tx, {
      userId,
      kind: 'waitlist_offer',
      title: 'A place is yours to claim',
      message: `A place at ${event.title} is held for you until ${expiresAt.toUTCString()}. Claim it before then or it passes to the next person in line.`,
      link: `${eventPath(event)}?claim=1`,
      subject: { type: 'touchpoint', id: event.id },
      timeoutMs: null,
    });
    await mailWaitlistOffer(tx, user, event, expiresAt);
  }
};

/**
 * Tells everyone waiting at the event their place in line, live (the stream's `waitlist_position`
 * event, at commit): after any change that may have moved the line.
 */
const signalLine = (tx: Db, touchpointId: string) =>
  signalStreamEvents(tx, waitlistPositionEvents(touchpointId));

/** Ends this event's offers that ran out by `now`; their places go to the next in line. */
const expireDue = async (tx: Db, event: EventRow, now: Date): Promise<Set<string>> => {
  const due = await dueOffers(tx, event.id, now);
  for (const { registration, userId } of due) {
    await updateRegistration(tx, registration.id, { status: 'cancelled', offerExpiresAt: null });
    await resolveOffer(tx, registration.id, 'expired', now);
    await notify(tx, {
      userId,
      kind: 'waitlist_offer',
      title: 'Your offer expired',
      message: `The place offered to you at ${event.title} was not claimed in time and passed to the next person in line.`,
      link: eventPath(event),
      subject: { type: 'touchpoint', id: event.id },
    });
  }
  return new Set(due.map((row) => row.registration.id));
};

/**
 * Runs `change` inside the event's lock, after expiring its due offers, then offers the places
 * that are free. `change` sees the event as it is under the lock.
 */
const underEventLock = async <T>(
  db: Db,
  touchpointId: string,
  now: Date,
  check: (event: EventRow) => void,
  change: (tx: Db, event: EventRow, expired: Set<string>) => Promise<T>,
): Promise<T> =>
  transactOnEvent(db, touchpointId, async (tx) => {
    await lockEvent(tx, touchpointId);
    // Read under the lock: capacity may have changed while we waited for it.
    const event = await requireEvent(tx, touchpointId, now);
    check(event);
    const expired = await expireDue(tx, event, now);
    const result = await change(tx, event, expired);
    await offerFreePlaces(tx, event, now);
    await signalLine(tx, event.id);
    return result;
  });

export interface RegistrationInput {
  candidateId: string;
  touchpointId: string;
  now?: Date;
}

export interface RegisterInput extends RegistrationInput {
  /** Answers to the event's registration questions, by question id. */
  answers?: RegistrationAnswersInput;
}

/** The candidate's answers checked against the event's questions (422 naming each one wrong). */
const checkAnswers = async (
  db: Db,
  touchpointId: string,
  answers: RegistrationAnswersInput,
): Promise<StoredRegistrationAnswer[]> => {
  const questions = await questionsOfEvent(db, touchpointId);
  if (questions.length === 0 && Object.keys(answers).length === 0) return [];
  const checked = checkRegistrationAnswers(questions, answers);
  if (checked.ok) return checked.answers;
  throw new HttpError(422, {
    error: REGISTRATION_MESSAGES.answersInvalid,
    fields: Object.entries(checked.errors).map(([id, message]) => ({
      path: `answers.${id}`,
      message,
    })),
  });
};

/**
 * Registers the candidate, or puts them at the end of the waitlist when every place is held (or
 * others are already waiting). Registering again while registered, waiting or offered changes
 * nothing.
 *
 * The short way first (decision 020): everything that does not need the event's lock is read
 * before it; under the lock, one statement recounts and inserts, and a place taken queues its
 * confirmation (notification, mail with the QR ticket, reminders) as one job in the same
 * transaction. Anything unusual (an offer due to expire, the event closed or full meanwhile, an
 * existing registration) takes the long way, which handles every case.
 */
export const register = async (db: Db, input: RegisterInput): Promise<RegistrationRef> => {
  const now = input.now ?? new Date();
  const event = await requireEvent(db, input.touchpointId, now);
  requireOpen(event, now);
  const answers = await checkAnswers(db, event.id, input.answers ?? {});
  const taken = await transactOnEvent(db, event.id, async (tx) => {
    await lockEvent(tx, event.id);
    const locked = lockObserver ? performance.now() : 0;
    const row = await takePlaceOrJoinLine(tx, {
      touchpointId: event.id,
      candidateId: input.candidateId,
      answers,
      now,
    });
    if (row?.status === 'registered') {
      await enqueueJob(tx, REGISTRATION_CONFIRMED_JOB, { registrationId: row.id });
    }
    return { row, locked };
  });
  if (taken.row) {
    lockObserver?.(performance.now() - taken.locked);
    return { id: taken.row.id, touchpointId: event.id };
  }
  return registerTheLongWay(db, input, answers, now);
};

/** Which registration an operation left (the route reads its document once, after commit). */
export type RegistrationRef = Pick<RegistrationRow, 'id' | 'touchpointId'>;

let lockObserver: ((ms: number) => void) | null = null;
/**
 * Measures how long each registration held its event's lock, from the lock granted to the commit
 * seen by this process (the registrations benchmark; null turns it off).
 */
export const observeRegistrationLock = (observer: ((ms: number) => void) | null) => {
  lockObserver = observer;
};

/** Registering with every check under the lock: expiries, refusals, an existing registration. */
const registerTheLongWay = async (
  db: Db,
  input: RegistrationInput,
  answers: StoredRegistrationAnswer[],
  now: Date,
): Promise<RegistrationRow> => {
  const row = await underEventLock(
    db,
    input.touchpointId,
    now,
    (event) => requireOpen(event, now),
    async (tx, event) => {
      const existing = await findRegistration(tx, event.id, input.candidateId);
      if (existing && existing.status !== 'cancelled') return existing;
      const { held, waiting } = await countPlaces(tx, event.id);
      const placeFree = event.capacity === null || held < event.capacity;
      if (placeFree && waiting === 0) {
        const values = {
          status: 'registered' as const,
          waitlistSeq: null,
          offerExpiresAt: null,
          checkedInAt: null,
          answers,
        };
        const saved = existing
          ? await updateRegistration(tx, existing.id, values)
          : await insertRegistration(tx, {
              touchpointId: event.id,
              candidateId: input.candidateId,
              ...values,
            });
        await tellRegistered(tx, await userOfCandidate(tx, input.candidateId), event, saved, now);
        return saved;
      }
      if (!event.waitlistEnabled) throw conflict('full');
      const values = {
        status: 'waitlisted' as const,
        waitlistSeq: await nextWaitlistSeq(tx, event.id),
        offerExpiresAt: null,
        checkedInAt: null,
        answers,
      };
      return existing
        ? updateRegistration(tx, existing.id, values)
        : insertRegistration(tx, {
            touchpointId: event.id,
            candidateId: input.candidateId,
            ...values,
          });
    },
  );
  return (await findRegistrationById(db, row.id)) ?? row;
};

/** The job a place taken at registration queues: its confirmation, after the lock is let go. */
export const REGISTRATION_CONFIRMED_JOB = 'events.registration-confirmed';

/**
 * Confirms a place taken at registration (the job's work): notification, mail with the QR ticket
 * and reminders, in one transaction, if the candidate still holds the place.
 */
export const confirmRegistration = async (db: Db, registrationId: string, now = new Date()) =>
  inTransaction(db, async (tx) => {
    const registration = await findRegistrationById(tx, registrationId);
    if (registration?.status !== 'registered') return;
    const event = await findEvent(tx, registration.touchpointId);
    if (!event || eventHasEnded(event, now)) return;
    const user = await userOfCandidate(tx, registration.candidateId);
    await tellRegistered(tx, user, event, registration, now);
  });

/**
 * Cancels a registration, leaves the waitlist, or gives up an offered place; a freed place is
 * offered to the next in line in the same transaction. Cancelling again changes nothing.
 */
export const cancel = async (db: Db, input: RegistrationInput): Promise<RegistrationRow> => {
  const now = input.now ?? new Date();
  return underEventLock(
    db,
    input.touchpointId,
    now,
    () => {},
    async (tx, event) => {
      const existing = await findRegistration(tx, event.id, input.candidateId);
      if (!existing) throw notFound(REGISTRATION_MESSAGES.notRegistered);
      if (existing.status === 'cancelled') return existing;
      if (existing.status === 'offered') await resolveOffer(tx, existing.id, 'withdrawn', now);
      return updateRegistration(tx, existing.id, { status: 'cancelled', offerExpiresAt: null });
    },
  );
};

/** What happened to a claim: the row, or that its offer had run out (expired and passed on). */
type ClaimOutcome = { row: RegistrationRow } | { expired: true };

/** Claims the offered place; an offer that ran out has passed on (409). */
export const claim = async (db: Db, input: RegistrationInput): Promise<RegistrationRow> => {
  const now = input.now ?? new Date();
  const outcome = await underEventLock<ClaimOutcome>(
    db,
    input.touchpointId,
    now,
    () => {},
    async (tx, event, expired) => {
      const existing = await findRegistration(tx, event.id, input.candidateId);
      if (!existing) throw conflict('noOffer');
      if (existing.status === 'registered') return { row: existing };
      // The offer ran out just now: it expired (and passed on) before this claim was read.
      if (expired.has(existing.id)) return { expired: true };
      if (existing.status !== 'offered') throw conflict('noOffer');
      await resolveOffer(tx, existing.id, 'claimed', now);
      const row = await updateRegistration(tx, existing.id, {
        status: 'registered',
        offerExpiresAt: null,
      });
      await tellRegistered(tx, await userOfCandidate(tx, input.candidateId), event, row, now);
      return { row };
    },
  );
  if ('expired' in outcome) throw conflict('offerExpired');
  return outcome.row;
};

/** Declines the offered place: it goes to the next in line at once. */
export const decline = async (db: Db, input: RegistrationInput): Promise<RegistrationRow> => {
  const now = input.now ?? new Date();
  return underEventLock(
    db,
    input.touchpointId,
    now,
    () => {},
    async (tx, event) => {
      const existing = await findRegistration(tx, event.id, input.candidateId);
      if (existing?.status !== 'offered') throw conflict('noOffer');
      await resolveOffer(tx, existing.id, 'declined', now);
      return updateRegistration(tx, existing.id, { status: 'cancelled', offerExpiresAt: null });
    },
  );
};

/** Expires the event's offers that ran out by `now` and passes their places on. */
export const expireOffers = async (db: Db, touchpointId: string, now = new Date()) =>
  transactOnEvent(db, touchpointId, async (tx) => {
    await lockEvent(tx, touchpointId);
    const event = await findEvent(tx, touchpointId);
    if (!event) return 0;
    const expired = await expireDue(tx, event, now);
    if (!eventHasEnded(event, now)) await offerFreePlaces(tx, event, now);
    if (expired.size > 0) await signalLine(tx, event.id);
    return expired.size;
  });

/** The periodic sweep: expires every event's due offers (one event, one lock, at a time). */
export const sweepExpiredOffers = async (db: Db, now = new Date()): Promise<number> => {
  let expired = 0;
  for (const touchpointId of await eventsWithDueOffers(db, now)) {
    expired += await expireOffers(db, touchpointId, now);
  }
  return expired;
};

export const capacityBelowHeldMessage = (held: number) =>
  `${held} ${held === 1 ? 'person holds a place' : 'people hold places'} at this event: the capacity cannot be lower.`;

/**
 * Changes the event's capacity (null: unlimited); never below the places already held. Raising it offers the new places to the next in
 * line.
 */
export const changeCapacity = async (
  db: Db,
  touchpointId: string,
  capacity: number | null,
  now = new Date(),
): Promise<void> => {
  await transactOnEvent(db, touchpointId, async (tx) => {
    await lockEvent(tx, touchpointId);
    const found = await findEvent(tx, touchpointId);
    if (found?.touchpointableType !== 'Event') {
      throw notFound(REGISTRATION_MESSAGES.unknownEvent);
    }
    const event = { ...found, capacity };
    await expireDue(tx, event, now);
    const held = await countHeld(tx, touchpointId);
    if (capacity !== null && capacity < held) {
      throw new HttpError(422, capacityBelowHeldMessage(held));
    }
    await setEventCapacity(tx, touchpointId, capacity);
    if (!eventHasEnded(event, now)) await offerFreePlaces(tx, event, now);
    await signalLine(tx, touchpointId);
  });
};

/** Offers any free places of the event (after an edit changed its capacity or claim window). */
export const refillEvent = async (db: Db, touchpointId: string, now = new Date()) =>
  expireOffers(db, touchpointId, now);

/**
 * An organiser gives a waiting candidate a place by hand, ahead of the line. When every place is
 * held, the event grows by one place so no one else loses theirs.
 */
export const promoteByHand = async (
  db: Db,
  touchpointId: string,
  registrationId: string,
  now = new Date(),
): Promise<RegistrationRow> =>
  transactOnEvent(db, touchpointId, async (tx) => {
    await lockEvent(tx, touchpointId);
    const event = await requireEvent(tx, touchpointId, now);
    const existing = await findRegistrationById(tx, registrationId);
    if (!existing || existing.touchpointId !== touchpointId || existing.status !== 'waitlisted') {
      throw notFound(REGISTRATION_MESSAGES.notRegistered);
    }
    const held = await countHeld(tx, touchpointId);
    if (event.capacity !== null && held >= event.capacity) {
      await setEventCapacity(tx, touchpointId, held + 1);
    }
    const row = await updateRegistration(tx, existing.id, { status: 'registered' });
    await recordOffer(tx, {
      touchpointId,
      registrationId: existing.id,
      waitlistSeq: existing.waitlistSeq,
      outcome: 'promoted',
      byHand: true,
      resolvedAt: now,
    });
    await tellRegistered(tx, await userOfCandidate(tx, existing.candidateId), event, row, now);
    await signalLine(tx, touchpointId);
    return row;
  });

const API_STATUS = {
  registered: 'registered',
  waitlisted: 'waitlisted',
  offered: 'offered',
  cancelled: 'cancelled',
  attended: 'checked_in',
} as const;

/** The registration as the API sends it; `position` while waitlisted. */
export const registrationResource = (
  row: RegistrationRow,
  position: number | null,
  virtualLink: string | null = null,
): Registration => {
  const holdsPlace = row.status === 'registered' || row.status === 'attended';
  return resource('registration', {
    id: row.id,
    touchpoint_id: row.touchpointId,
    status: API_STATUS[row.status],
    waitlist_position: row.status === 'waitlisted' ? position : null,
    offer_expires_at: row.status === 'offered' ? isoTime(row.offerExpiresAt) : null,
    ticket: holdsPlace ? ticketFor(row) : null,
    online_link: holdsPlace ? virtualLink : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  });
};

/** The registration's document as it is now (one read: the row, its place in line, the link). */
export const registrationDocument = async (db: Db, ref: RegistrationRef) => {
  const current = await findRegistrationWithPosition(db, ref.id);
  if (!current) throw notFound(REGISTRATION_MESSAGES.notRegistered);
  return {
    data: registrationResource(
      current.registration,
      Number(current.position) || null,
      current.virtualLink,
    ),
  };
};

/** The candidate's own registrations; offers that ran out are expired first. */
export const candidateRegistrations = async (db: Db, candidateId: string, now = new Date()) => {
  let found = await listCandidateRegistrations(db, candidateId);
  let rows = found.map((r) => r.registration);
  const due = rows.filter(
    (row) => row.status === 'offered' && row.offerExpiresAt && row.offerExpiresAt <= now,
  );
  if (due.length > 0) {
    for (const row of due) await expireOffers(db, row.touchpointId, now);
    found = await listCandidateRegistrations(db, candidateId);
    rows = found.map((r) => r.registration);
  }
  return {
    data: found.map(({ registration, virtualLink, position }) =>
      registrationResource(registration, Number(position) || null, virtualLink),
    ),
    meta: { total_count: rows.length },
  };
};

/**
 * What other parts of the events area read: the event row (calendar files); a registration, the
 * event's lock and a candidate's user (the organisers' attendance side, which changes places only
 * through here).
 */
export {
  findEvent,
  findRegistration,
  findRegistrationById,
  lockEvent,
  userOfCandidate,
} from './registrations.repository';
