import { z } from 'zod';
import { TOUCHPOINT_STATES } from '../states/touchpoint-state';
import { WORK_MODES } from '../states/work-mode';
import { FIELD_MESSAGES } from '../validation/field-messages';

/** Field schemas shared by several contracts, named in the spec's words. */

/** An ISO 8601 time with a zone (`2026-11-22T11:07:08.000Z`, `2026-11-22T12:07:08+01:00`). */
export const IsoDateTimeSchema = z.iso.datetime({ offset: true });
/** A calendar date (`2026-11-22`), e.g. a date of birth. */
export const IsoDateSchema = z.iso.date();

/** A web address that starts with http or https (spec section 5). */
export const HttpUrlSchema = z.url({ protocol: /^https?$/, error: FIELD_MESSAGES.urlInvalid });

/** A web address, or an empty string that clears it. */
export const HttpUrlOrEmptySchema = (maximum: number) =>
  z
    .string()
    .max(maximum, FIELD_MESSAGES.tooLong(maximum))
    .refine((value) => value === '' || HttpUrlSchema.safeParse(value).success, {
      error: FIELD_MESSAGES.urlInvalid,
    });

export const EmailSchema = z.email().max(254);

/** Letters, digits, underscore and hyphen (the spec's short-link rule, used for every slug). */
export const SlugSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, underscores and hyphens only');

/** An IANA time zone name such as `Europe/London` or `America/New_York`. */
export const TimeZoneSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/, 'Use a time zone name such as Europe/London');

/** `userable_type` on the wire, capitalised as the real product sends it. */
export const UserableTypeSchema = z.enum(['Candidate', 'Manager', 'Recruiter']);
export type UserableType = z.infer<typeof UserableTypeSchema>;

export const TOUCHPOINTABLE_TYPES = ['Job', 'Internship', 'Event'] as const;
export const TouchpointableTypeSchema = z.enum(TOUCHPOINTABLE_TYPES);
export type TouchpointableType = z.infer<typeof TouchpointableTypeSchema>;

/** Touchpoint state values, exactly as spec section 4 lists them (`TOUCHPOINT_STATES`). */
export const TouchpointStateSchema = z.enum(TOUCHPOINT_STATES);
export type TouchpointState = z.infer<typeof TouchpointStateSchema>;

/** A touchpoint's working_model: one of the work modes (`WORK_MODES`). */
export const WorkingModelSchema = z.enum(WORK_MODES);

/** Who created a touchpoint or hosts an event: a student society or a company. */
export const CREATABLE_FOR_TYPES = ['StudentSociety', 'Company'] as const;
export const CreatableForTypeSchema = z.enum(CREATABLE_FOR_TYPES);

/** A small named record inside attributes (cities, areas of responsibility). */
export const NamedRecordSchema = z.object({ id: z.uuid(), name: z.string() });
export type NamedRecord = z.infer<typeof NamedRecordSchema>;

/**
 * How a society, company or cohost is displayed: name, icon, verified by Gradway, and the
 * provider-verified flag (verified by an outside provider, spec section 3).
 */
export const organisationDisplayShape = {
  name: z.string(),
  icon_url: z.string().nullable(),
  is_verified: z.boolean(),
  is_provider_verified: z.boolean(),
};
