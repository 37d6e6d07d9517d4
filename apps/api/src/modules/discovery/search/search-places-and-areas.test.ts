import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import { createCity, createTouchpoint, placeTouchpoint } from '../../../../test/factories';
import { selectRows } from '../../../db';
import {
  tags,
  touchpointAreasOfResponsibility,
  touchpointCities,
  touchpoints,
} from '../../../db/schema';
import { bulkInsert } from '../../../seed/bulk-insert';

const t = useTestApp();

/** The touchpoint's cities and areas as the search reads them, each sorted. */
const keptOf = async (id: string) => {
  const [row] = await selectRows<{ city_ids: string[]; area_ids: string[] }>(
    t.db,
    sql`select array(select unnest(city_ids) order by 1)::text[] as city_ids,
      array(select unnest(area_ids) order by 1)::text[] as area_ids
      from touchpoints where id = ${id}`,
  );
  return { cities: row?.city_ids ?? [], areas: row?.area_ids ?? [] };
};
const sorted = (ids: string[]) => [...ids].sort();

describe("a touchpoint's cities and areas for search (migration 0040, decision 060)", () => {
  beforeEach(async () => {
    await t.db.delete(touchpoints);
  });

  it('follows its links and its own place as they are written, changed and removed', async () => {
    const [leeds, york, bath] = [
      await createCity(t.db, { name: 'Leeds' }),
      await createCity(t.db, { name: 'York' }),
      await createCity(t.db, { name: 'Bath' }),
    ];
    const areas = await t.db.select().from(tags).where(eq(tags.type, 'AreaOfResponsibility'));
    const [first, second] = areas;
    if (!first || !second) throw new Error('The reference data has areas of responsibility');
    const touchpoint = await createTouchpoint(t.db, { placeCityId: bath.id });
    expect(await keptOf(touchpoint.id)).toEqual({ cities: [bath.id], areas: [] });

    await placeTouchpoint(t.db, touchpoint.id, {
      cityIds: [leeds.id, york.id],
      areaIds: [first.id, second.id],
    });
    expect(await keptOf(touchpoint.id)).toEqual({
      cities: sorted([leeds.id, york.id, bath.id]),
      areas: sorted([first.id, second.id]),
    });

    // A link moved to another city, one removed, the place cleared.
    await t.db
      .update(touchpointCities)
      .set({ cityId: bath.id })
      .where(eq(touchpointCities.cityId, york.id));
    await t.db
      .delete(touchpointAreasOfResponsibility)
      .where(eq(touchpointAreasOfResponsibility.tagId, first.id));
    await t.db
      .update(touchpoints)
      .set({ placeCityId: null })
      .where(eq(touchpoints.id, touchpoint.id));
    expect(await keptOf(touchpoint.id)).toEqual({
      cities: sorted([leeds.id, bath.id]),
      areas: [second.id],
    });

    await t.db.delete(touchpointCities).where(eq(touchpointCities.touchpointId, touchpoint.id));
    expect(await keptOf(touchpoint.id)).toEqual({ cities: [], areas: [second.id] });
  });

  it('keeps what a bulk insert wrote with the row, arrays included, without writing it again', async () => {
    const leeds = await createCity(t.db, { name: 'Leeds' });
    const [area] = await t.db.select().from(tags).where(eq(tags.type, 'AreaOfResponsibility'));
    if (!area) throw new Error('The reference data has areas of responsibility');
    const [touchpoint] = await t.db
      .select()
      .from(touchpoints)
      .where(eq(touchpoints.id, (await createTouchpoint(t.db)).id));
    if (!touchpoint) throw new Error('The touchpoint was written');
    await t.db.delete(touchpoints);
    const { search: _search, titleSearch: _titleSearch, ...row } = touchpoint;
    await bulkInsert(t.db, touchpoints, [
      {
        ...row,
        cityIds: [leeds.id],
        areaIds: [area.id],
        targetStudyYears: [2, 3],
        slug: `${row.slug}-bulk`,
      },
    ]);
    // The row's version (`xmin`): the links' triggers leave a row whose arrays are right as it
    // is, the cities' written before the areas' links exist as a seed writes them.
    const versionOf = async () =>
      (
        await selectRows<{ version: string }>(
          t.db,
          sql`select xmin::text as version from touchpoints where id = ${row.id}`,
        )
      )[0]?.version;
    const before = await versionOf();
    await bulkInsert(t.db, touchpointCities, [{ touchpointId: row.id, cityId: leeds.id }]);
    await bulkInsert(t.db, touchpointAreasOfResponsibility, [
      { touchpointId: row.id, tagId: area.id },
    ]);
    expect(await versionOf()).toBe(before);
    const [written] = await selectRows<{ years: number[]; cities: string[]; areas: string[] }>(
      t.db,
      sql`select target_study_years as years, city_ids::text[] as cities,
        area_ids::text[] as areas from touchpoints where id = ${row.id}`,
    );
    expect(written).toEqual({ years: [2, 3], cities: [leeds.id], areas: [area.id] });
  });
});
