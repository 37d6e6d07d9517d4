import { describe, expect, it } from 'vitest';
import { listCitiesContract, listCountriesContract } from './places.contract';
import { firstIssuePath, uuid } from './test-samples';

describe('listCountriesContract', () => {
  it('takes the visitor’s time zone', () => {
    expect(listCountriesContract.path).toBe('/api/v1/countries');
    expect(listCountriesContract.query.parse({ timezone: 'America/New_York' })).toEqual({
      timezone: 'America/New_York',
    });
    expect(listCountriesContract.query.parse({})).toEqual({});
    expect(firstIssuePath(listCountriesContract.query.safeParse({ timezone: 'not a zone!' }))).toBe(
      'timezone',
    );
  });

  it('answers countries with label and ISO code', () => {
    const document = {
      data: [
        {
          id: uuid(1),
          type: 'country',
          attributes: { id: uuid(1), label: 'United Kingdom', iso_code: 'GB' },
        },
      ],
      meta: { total_count: 1 },
    };
    expect(listCountriesContract.responses[200].parse(document)).toEqual(document);
    const badCode = structuredClone(document);
    badCode.data[0]!.attributes.iso_code = 'GBR';
    expect(firstIssuePath(listCountriesContract.responses[200].safeParse(badCode))).toBe(
      'data.0.attributes.iso_code',
    );
  });
});

describe('listCitiesContract', () => {
  it('reads one or several country ids as a list', () => {
    const { query } = listCitiesContract;
    expect(query.parse({ timezone: 'Europe/London', country_ids: uuid(1) })).toEqual({
      timezone: 'Europe/London',
      country_ids: [uuid(1)],
    });
    expect(query.parse({ country_ids: [uuid(1), uuid(2)], q: ' Lon ' })).toEqual({
      country_ids: [uuid(1), uuid(2)],
      q: 'Lon',
    });
    expect(firstIssuePath(query.safeParse({ country_ids: [uuid(1), 'uk'] }))).toBe('country_ids.1');
  });

  it('answers cities with country, hidden flag and time zone', () => {
    const attributes = {
      id: uuid(3),
      name: 'London',
      country: 'United Kingdom',
      country_id: uuid(1),
      hidden: false,
      time_zone: 'Europe/London',
    };
    const document = {
      data: [{ id: uuid(3), type: 'city', attributes }],
      meta: { total_count: 1 },
    };
    expect(listCitiesContract.responses[200].parse(document)).toEqual(document);
    const { hidden: _, ...withoutHidden } = attributes;
    const missing = {
      ...document,
      data: [{ id: uuid(3), type: 'city', attributes: withoutHidden }],
    };
    expect(firstIssuePath(listCitiesContract.responses[200].safeParse(missing))).toBe(
      'data.0.attributes.hidden',
    );
  });
});
