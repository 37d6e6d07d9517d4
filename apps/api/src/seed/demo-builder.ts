import type { Faker } from '@faker-js/faker';
import type {
  cohostApplications,
  touchpointAreasOfResponsibility,
  touchpointCities,
  touchpoints,
} from '../db/schema';
import type { DemoDeadlineBand } from './demo-plans';

/** The shapes the demo's touchpoint and event builders share. */

export type TouchpointRow = typeof touchpoints.$inferInsert;

/** A company or society that publishes touchpoints in the demo. */
export interface DemoHost {
  type: 'Company' | 'StudentSociety';
  id: string;
  name: string;
  slug: string;
  cityName: string;
  countryCode: string;
  timeZone: string;
  industry: string | null;
  logoUrl: string;
  ownerUserId: string;
}

export interface DemoTouchpoints {
  touchpoints: TouchpointRow[];
  cities: (typeof touchpointCities.$inferInsert)[];
  areas: (typeof touchpointAreasOfResponsibility.$inferInsert)[];
  cohosts: (typeof cohostApplications.$inferInsert)[];
  /** Events with the registrations and waitlist entries they should get. */
  eventAudiences: {
    touchpointId: string;
    registrations: number;
    waitlisted: number;
    /** When it ends (null: no date); those who came to an ended event were checked in. */
    endsAt?: Date | null;
  }[];
  /** The deadline band each job and internship was given. */
  bands: Map<string, DemoDeadlineBand>;
}

export interface Builder {
  faker: Faker;
  now: Date;
  coverFor: (slug: string) => string;
  out: DemoTouchpoints;
}
