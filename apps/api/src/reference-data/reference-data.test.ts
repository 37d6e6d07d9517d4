import { currencySymbol, EVENT_TYPE_OPTIONS } from '@gradway/domain';
import isoCountries from 'i18n-iso-countries';
import { describe, expect, it } from 'vitest';
import { CITIES, cityById } from './cities';
import { COUNTRIES } from './countries';
import { CURRENCIES } from './currencies';
import { INTERNSHIP_KINDS, JOB_KINDS, OPPORTUNITY_TYPES } from './opportunity-types';
import {
  DEFAULT_LANGUAGE_ID,
  EVENT_CATEGORY_RECORDS,
  PREFERENCE_OPTION_ROWS,
  SUBJECT_RECORDS,
  TAGS,
  tagIdOf,
} from './reference-catalogue';
import { referenceId, slugify } from './reference-ids';
import { UNIVERSITIES } from './universities';
import { UK_UNIVERSITIES } from './universities-uk';

describe('countries', () => {
  it('holds every ISO 3166-1 country once, with its alpha-2 code', () => {
    const codes = Object.keys(isoCountries.getAlpha2Codes()).sort();
    expect(COUNTRIES.map((country) => country.code).sort()).toEqual(codes);
    expect(codes.length).toBeGreaterThanOrEqual(249);
  });

  it('names the countries the country-list ordering puts first', () => {
    const names = new Map(COUNTRIES.map((country) => [country.code, country.name]));
    expect(names.get('GB')).toBe('United Kingdom');
    expect(names.get('US')).toMatch(/^United States/);
  });
});

describe('cities', () => {
  it('holds thousands of real cities, each with a known country and a valid IANA time zone', () => {
    expect(CITIES.length).toBeGreaterThan(7000);
    const countryIds = new Set(COUNTRIES.map((country) => country.id));
    for (const city of CITIES) expect(countryIds.has(city.countryId)).toBe(true);
    for (const timeZone of new Set(CITIES.map((city) => city.timeZone))) {
      expect(() => new Intl.DateTimeFormat('en', { timeZone })).not.toThrow();
    }
  });

  it('has London in the United Kingdom on Europe/London time', () => {
    const london = CITIES.find((city) => city.name === 'London' && city.countryCode === 'GB');
    expect(london?.timeZone).toBe('Europe/London');
  });
});

describe('universities', () => {
  it('lists every UK university with its city, in the United Kingdom', () => {
    expect(UK_UNIVERSITIES.length).toBeGreaterThanOrEqual(150);
    const uk = UNIVERSITIES.filter((university) => university.countryCode === 'GB');
    expect(uk).toHaveLength(UK_UNIVERSITIES.length);
    for (const university of uk) {
      const city = cityById(university.cityId);
      expect(city.countryCode).toBe('GB');
      expect(city.timeZone).toBe('Europe/London');
    }
    const names = uk.map((university) => university.name);
    for (const name of [
      'University of Oxford',
      'University of Cambridge',
      'Imperial College London',
      'University of Edinburgh',
      "Queen's University Belfast",
      'Cardiff University',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('adds at least 100 major universities from other countries and continents', () => {
    const abroad = UNIVERSITIES.filter((university) => university.countryCode !== 'GB');
    expect(abroad.length).toBeGreaterThanOrEqual(100);
    const countries = new Set(abroad.map((university) => university.countryCode));
    for (const code of ['US', 'CA', 'FR', 'DE', 'NL', 'SG', 'CN', 'JP', 'IN', 'AU', 'ZA', 'BR']) {
      expect(countries.has(code)).toBe(true);
    }
  });

  it('gives each university a unique slug made from its name', () => {
    expect(new Set(UNIVERSITIES.map((university) => university.slug)).size).toBe(
      UNIVERSITIES.length,
    );
    expect(UNIVERSITIES.find((u) => u.name === "King's College London")?.slug).toBe(
      'kings-college-london',
    );
  });
});

describe('lists', () => {
  it('keys the candidate preference options exactly as the spec spells them', () => {
    const keys = [...new Set(PREFERENCE_OPTION_ROWS.map((option) => option.category))];
    expect(keys).toEqual([
      'genders',
      'physical_disabilities',
      'congnitive_disabilities',
      'socio_economic_statuses',
    ]);
    for (const key of keys) {
      expect(
        PREFERENCE_OPTION_ROWS.filter((option) => option.category === key).length,
      ).toBeGreaterThanOrEqual(4);
    }
  });

  it('makes the event categories the spec’s event types, in order, with one default', () => {
    expect(EVENT_CATEGORY_RECORDS.map((category) => category.name)).toEqual([
      'Networking & Social',
      'Competitions',
      'Career Fairs',
      'Insight Days',
      'Workshops',
      'Conferences & Talks',
    ]);
    expect(EVENT_CATEGORY_RECORDS.map((category) => category.name)).toEqual(
      EVENT_TYPE_OPTIONS.map((option) => option.label),
    );
    expect(EVENT_CATEGORY_RECORDS.filter((category) => category.default)).toHaveLength(1);
    const industryIds = new Set(TAGS.filter((tag) => tag.type === 'Industry').map((tag) => tag.id));
    for (const category of EVENT_CATEGORY_RECORDS) {
      for (const id of category.industryIds) expect(industryIds.has(id)).toBe(true);
    }
  });

  it('offers the opportunity types job, part_time, internship and event with their kinds', () => {
    expect(OPPORTUNITY_TYPES.map((type) => type.key)).toEqual([
      'job',
      'part_time',
      'internship',
      'event',
    ]);
    expect(INTERNSHIP_KINDS.map((kind) => kind.key)).toContain('summer_internship');
    expect(JOB_KINDS.map((kind) => kind.key)).toContain('full_time');
    expect(
      OPPORTUNITY_TYPES.find((type) => type.key === 'part_time')?.kinds.map((kind) => kind.key),
    ).toEqual(['part_time']);
  });

  it('lists GBP, USD and EUR first with the symbols the cards show', () => {
    expect(CURRENCIES.slice(0, 3).map((currency) => currency.code)).toEqual(['GBP', 'USD', 'EUR']);
    for (const currency of CURRENCIES.slice(0, 3))
      expect(currency.symbol).toBe(currencySymbol(currency.code));
    expect(CURRENCIES.length).toBeGreaterThan(140);
    expect(CURRENCIES.map((currency) => currency.code)).not.toContain('XAU');
  });

  it('has English as the default language', () => {
    expect(DEFAULT_LANGUAGE_ID).toBe(tagIdOf('Language', 'English'));
    expect(TAGS.find((tag) => tag.id === DEFAULT_LANGUAGE_ID)?.code).toBe('en');
  });

  it('has a real list of about a hundred subjects and every tag type', () => {
    expect(SUBJECT_RECORDS.length).toBeGreaterThanOrEqual(100);
    const types = new Set(TAGS.map((tag) => tag.type));
    expect([...types].sort()).toEqual([
      'AreaOfResponsibility',
      'EducationRequirement',
      'Ethnicity',
      'Industry',
      'Language',
      'Offering',
      'Topic',
    ]);
    expect(TAGS.filter((tag) => tag.type === 'Ethnicity').map((tag) => tag.name)).toContain(
      'White: Irish',
    );
  });

  it('refuses a tag the lists do not hold', () => {
    expect(() => tagIdOf('Industry', 'Alchemy')).toThrow('Unknown tag: Industry:Alchemy');
  });
});

describe('stable ids', () => {
  it('derives the same UUID v5 from the same natural key, and different ones otherwise', () => {
    expect(referenceId('country', 'GB')).toBe(referenceId('country', 'GB'));
    expect(referenceId('country', 'GB')).not.toBe(referenceId('country', 'US'));
    expect(referenceId('country', 'GB')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('slugifies names to lower-case ASCII words', () => {
    expect(slugify('Université de Genève & Co')).toBe('universite-de-geneve-and-co');
  });
});
