import {
  cancelCompanyEventContract,
  cancelSocietyEventContract,
  changeCompanyEventCapacityContract,
  changeSocietyEventCapacityContract,
  checkInCompanyAttendeeContract,
  checkInSocietyAttendeeContract,
  getCompanyWaitlistContract,
  getSocietyWaitlistContract,
  listCompanyAttendeesContract,
  listSocietyAttendeesContract,
  promoteCompanyWaitlistEntryContract,
  promoteSocietyWaitlistEntryContract,
} from '@gradway/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db';
import { registerRoute } from '../../../http/register-route';
import {
  organisationOf,
  type Side,
} from '../../opportunities/organiser-touchpoints/organiser-side';
import { organisationName } from '../hosting/organisation-members.service';
import { attendeesOf, checkIn, promote, setCapacity, waitlistOf } from './attendance.service';
import { cancelWholeEvent } from './event-cancellation';

/** Attendees, check-in, the waitlist, capacity and cancelling, for both organiser sides. */
export const attendanceRoutes = (app: FastifyInstance, db: Db) => {
  const sides = [
    {
      side: 'company' as Side,
      attendees: listCompanyAttendeesContract,
      checkIn: checkInCompanyAttendeeContract,
      waitlist: getCompanyWaitlistContract,
      promote: promoteCompanyWaitlistEntryContract,
      capacity: changeCompanyEventCapacityContract,
      cancel: cancelCompanyEventContract,
    },
    {
      side: 'society' as Side,
      attendees: listSocietyAttendeesContract,
      checkIn: checkInSocietyAttendeeContract,
      waitlist: getSocietyWaitlistContract,
      promote: promoteSocietyWaitlistEntryContract,
      capacity: changeSocietyEventCapacityContract,
      cancel: cancelSocietyEventContract,
    },
  ] as const;
  for (const each of sides) {
    const organisation = (request: Parameters<typeof organisationOf>[1]) =>
      organisationOf(db, request, each.side);
    registerRoute(app, each.attendees, async ({ request, params, query }) =>
      attendeesOf(db, await organisation(request), params.id, query),
    );
    registerRoute(app, each.checkIn, async ({ request, params, body }) =>
      checkIn(db, await organisation(request), params.id, body),
    );
    registerRoute(app, each.waitlist, async ({ request, params }) =>
      waitlistOf(db, await organisation(request), params.id),
    );
    registerRoute(app, each.promote, async ({ request, params }) =>
      promote(db, await organisation(request), params.id, params.registration_id),
    );
    registerRoute(app, each.capacity, async ({ request, params, body }) =>
      setCapacity(db, await organisation(request), params.id, body.capacity),
    );
    registerRoute(app, each.cancel, async ({ request, params }) => {
      const caller = await organisation(request);
      return cancelWholeEvent(db, caller, await organisationName(db, caller), params.id);
    });
  }
};
