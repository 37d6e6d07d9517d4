import { EVENT_TYPES, TOUCHPOINT_INPUT_MESSAGES as M, type TouchpointInput } from '@gradway/domain';
import type { ErrorDocument } from '@gradway/domain/contracts';
import type { Db } from '../../../db';
import { badRequest } from '../../../http/http-error';
import {
  countCities,
  countOrganisations,
  countTagsOfType,
  currencyExists,
  findEventCategory,
  findEventCategoryByName,
  kindExists,
} from './authoring.repository';
import type { Organisation } from './organiser-side';

type Fields = NonNullable<ErrorDocument['fields']>;

/** Opportunity types whose kinds a job or an internship may have. */
const KIND_TYPES = { Job: ['job', 'part_time'], Internship: ['internship'] } as const;

const unique = (ids: string[]) => [...new Set(ids)];

const checkCohosts = async (db: Db, organisation: Organisation, input: TouchpointInput) => {
  for (const type of ['Company', 'StudentSociety'] as const) {
    const ids = unique(input.cohosts.filter((c) => c.type === type).map((c) => c.id));
    if ((await countOrganisations(db, type, ids)) !== ids.length) return false;
  }
  return !input.cohosts.some((c) => c.type === organisation.type && c.id === organisation.id);
};

/**
 * Checks every reference of the input against the reference data (cities, tags of the right
 * type, the kind of the touchpoint's type, the currency, the event category, co-hosts that exist
 * and are not the host itself); a 400 naming each wrong field otherwise.
 */
export const checkReferences = async (
  db: Db,
  organisation: Organisation,
  input: TouchpointInput,
): Promise<void> => {
  const cityIds = unique(input.city_ids);
  const areaIds = unique(input.area_of_responsibility_ids);
  const tag = (id: string | null, type: 'EducationRequirement' | 'Industry') =>
    id === null ? Promise.resolve(true) : countTagsOfType(db, [id], type).then((n) => n === 1);
  const isEvent = input.touchpointable_type === 'Event';
  const [cities, areas, education, industry, kind, currency, category, placeCity, cohosts] =
    await Promise.all([
      countCities(db, cityIds).then((n) => n === cityIds.length),
      countTagsOfType(db, areaIds, 'AreaOfResponsibility').then((n) => n === areaIds.length),
      tag(input.education_requirement_id, 'EducationRequirement'),
      tag(input.industry_id, 'Industry'),
      input.touchpointable_type === 'Event' || input.kind === null
        ? true
        : kindExists(db, input.kind, [...KIND_TYPES[input.touchpointable_type]]),
      isEvent || input.pay_currency === null ? true : currencyExists(db, input.pay_currency),
      !isEvent || input.event_category_id === null
        ? true
        : findEventCategory(db, input.event_category_id).then(Boolean),
      !isEvent || !input.place?.city_id
        ? true
        : countCities(db, [input.place.city_id]).then((n) => n === 1),
      !isEvent ? true : checkCohosts(db, organisation, input),
    ]);
  const fields: Fields = [];
  const wrong = (ok: boolean, field: string, message: string) => {
    if (!ok) fields.push({ path: `touchpoint.${field}`, message });
  };
  wrong(cities, 'city_ids', M.cityInvalid);
  wrong(areas, 'area_of_responsibility_ids', M.areaInvalid);
  wrong(education, 'education_requirement_id', M.tagInvalid);
  wrong(industry, 'industry_id', M.tagInvalid);
  wrong(kind, 'kind', M.kindInvalid);
  wrong(currency, 'pay_currency', M.currencyInvalid);
  wrong(category, 'event_category_id', M.eventCategoryInvalid);
  wrong(placeCity, 'place.city_id', M.cityInvalid);
  wrong(cohosts, 'cohosts', M.cohostInvalid);
  const [first] = fields;
  if (first) throw badRequest(first.message, fields);
};

/**
 * Event categories are the spec's event types: a category given without a type names the type,
 * and a type given without a category picks the category of that name.
 */
export const withEventCategoryAndType = async (
  db: Db,
  input: TouchpointInput,
): Promise<TouchpointInput> => {
  if (input.touchpointable_type !== 'Event') return input;
  if (input.event_category_id !== null && input.event_type === null) {
    const category = await findEventCategory(db, input.event_category_id);
    const type = EVENT_TYPES.find((each) => each === category?.name) ?? null;
    return { ...input, event_type: type };
  }
  if (input.event_type !== null && input.event_category_id === null) {
    return { ...input, event_category_id: await findEventCategoryByName(db, input.event_type) };
  }
  return input;
};
