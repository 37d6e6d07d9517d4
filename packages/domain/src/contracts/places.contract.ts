import { z } from 'zod';
import { defineContract } from './contract';
import { CountMetaSchema, errorResponses, IdSchema, listDocumentSchema } from './documents';
import { TimeZoneSchema } from './fields';
import { queryArray } from './query';

/**
 * Countries and cities (reference data, public). Both take the visitor's `timezone`: countries
 * come with the United States first for America/* zones, otherwise the United Kingdom first
 * (spec section 9); cities of the visitor's country come first.
 */

export const PlacesQuerySchema = z.object({ timezone: TimeZoneSchema.optional() });

export const CountryAttributesShape = {
  label: z.string(),
  /** ISO 3166-1 alpha-2 code, e.g. `GB`. */
  iso_code: z.string().regex(/^[A-Z]{2}$/),
};
export const CountryListDocumentSchema = listDocumentSchema(
  'country',
  CountryAttributesShape,
  CountMetaSchema,
);
export type CountryListDocument = z.infer<typeof CountryListDocumentSchema>;

export const ListCountriesQuerySchema = PlacesQuerySchema;
export type ListCountriesQuery = z.infer<typeof ListCountriesQuerySchema>;

export const listCountriesContract = defineContract({
  method: 'GET',
  path: '/api/v1/countries',
  summary: "Every country, ordered for the visitor's time zone",
  tags: ['reference data'],
  access: 'public',
  query: ListCountriesQuerySchema,
  responses: { 200: CountryListDocumentSchema, ...errorResponses(400) },
});

export const CityAttributesShape = {
  name: z.string(),
  /** The country's label. */
  country: z.string(),
  country_id: IdSchema,
  /** Hidden cities resolve saved values but are not offered as options. */
  hidden: z.boolean(),
  time_zone: TimeZoneSchema,
};
export const CityListDocumentSchema = listDocumentSchema(
  'city',
  CityAttributesShape,
  CountMetaSchema,
);
export type CityListDocument = z.infer<typeof CityListDocumentSchema>;

export const ListCitiesQuerySchema = PlacesQuerySchema.extend({
  /** Name contains (case-insensitive). */
  q: z.string().trim().max(100).optional(),
  country_ids: queryArray(IdSchema).optional(),
  /** Resolve these cities (hidden ones included). */
  ids: queryArray(IdSchema).optional(),
});
export type ListCitiesQuery = z.infer<typeof ListCitiesQuerySchema>;

export const listCitiesContract = defineContract({
  method: 'GET',
  path: '/api/v1/cities',
  summary: "Cities with their time zones, the visitor's country first",
  tags: ['reference data'],
  access: 'public',
  query: ListCitiesQuerySchema,
  responses: { 200: CityListDocumentSchema, ...errorResponses(400) },
});
