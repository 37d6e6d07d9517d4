import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import { createCity } from '../../../../test/factories';

const t = useTestApp();

const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();

describe('countries and cities', () => {
  it('puts the United States first for America/* time zones, else the United Kingdom', async () => {
    const american = await get('/api/v1/countries?timezone=America/New_York');
    expect(american.data[0].attributes.iso_code).toBe('US');
    const european = await get('/api/v1/countries?timezone=Europe/Paris');
    expect(european.data[0].attributes.iso_code).toBe('GB');
    const none = await get('/api/v1/countries');
    expect(none.data[0].attributes.iso_code).toBe('GB');
    expect(american.meta.total_count).toBeGreaterThan(190);
  });

  it('lists cities with their country and time zone, the visitor’s country first', async () => {
    const document = await get('/api/v1/cities?timezone=America/Chicago');
    const first = document.data[0].attributes;
    expect(first.country).toBe('United States of America');
    expect(first.time_zone).toMatch(/^America\//);
    const london = (await get('/api/v1/cities?q=london')).data.find(
      (city: { attributes: { name: string } }) => city.attributes.name === 'London',
    );
    expect(london.attributes).toMatchObject({ time_zone: 'Europe/London', hidden: false });
  });

  it('ranks a typed name: the name itself, then names starting with it, then by population', async () => {
    const names = async (url: string) =>
      (await get(url)).data.map(
        (city: { attributes: { name: string; country: string } }) =>
          `${city.attributes.name}, ${city.attributes.country}`,
      );
    // "Lond": London (9 million people) before Londrina, and "East London, South Africa" (a word
    // of its name starts with it) after every name that starts with it, wherever the visitor is.
    for (const timezone of ['Europe/London', 'Africa/Johannesburg', 'America/Chicago']) {
      const found = await names(`/api/v1/cities?q=Lond&timezone=${timezone}`);
      expect(found[0]).toBe('London, United Kingdom');
      const east = found.findIndex((name: string) => name.startsWith('East London'));
      const lastPrefix = found.findLastIndex((name: string) => name.startsWith('Lond'));
      expect(east).toBeGreaterThan(lastPrefix);
    }
    // The exact name first, however small, then the bigger cities containing it.
    expect((await names('/api/v1/cities?q=paris'))[0]).toBe('Paris, France');
    const manchester = await names('/api/v1/cities?q=Manchester&timezone=Europe/London');
    expect(manchester[0]).toBe('Manchester, United Kingdom');
  });

  it('offers no hidden city, but resolves one by id', async () => {
    const hidden = await createCity(t.db, { name: 'Hiddenham', hidden: true });
    expect((await get('/api/v1/cities?q=Hiddenham')).data).toHaveLength(0);
    const resolved = await get(`/api/v1/cities?ids[]=${hidden.id}`);
    expect(resolved.data.map((city: { id: string }) => city.id)).toEqual([hidden.id]);
  });
});
