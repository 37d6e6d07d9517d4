import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../../db';

/**
 * Merging a company into another (decision 031): every statement runs in the caller's
 * transaction, so a failure leaves both companies exactly as they were.
 */

export interface MergeCompanyRow {
  id: string;
  name: string;
  slug: string;
}

/** Locks both companies (in id order, so two merges cannot deadlock); answers those found. */
export const lockCompanies = (db: Db, ids: [string, string]) =>
  selectRows<MergeCompanyRow>(
    db,
    sql`select id, name, slug from companies where id in (${ids[0]}, ${ids[1]}) order by id for update`,
  );

/** Moves everything of `from` to `into`, then deletes `from`; answers what moved. */
export const moveCompany = async (db: Db, from: MergeCompanyRow, into: MergeCompanyRow) => {
  const count = async (query: ReturnType<typeof sql>) =>
    (await selectRows<{ id: string }>(db, query)).length;
  const touchpoints = await count(sql`
    update touchpoints set creatable_for_id = ${into.id}, updated_at = now()
    where creatable_for_type = 'Company' and creatable_for_id = ${from.id} returning id`);
  // Co-hosting: the survivor's own events and those it co-hosts already keep one answer.
  await db.execute(sql`
    delete from cohost_applications ca
    where ca.cohost_type = 'Company' and ca.cohost_id = ${from.id} and (
      exists (select 1 from cohost_applications other where other.touchpoint_id = ca.touchpoint_id
        and other.cohost_type = 'Company' and other.cohost_id = ${into.id})
      or exists (select 1 from touchpoints t where t.id = ca.touchpoint_id
        and t.creatable_for_type = 'Company' and t.creatable_for_id = ${into.id}))`);
  await db.execute(sql`
    update cohost_applications set cohost_id = ${into.id}
    where cohost_type = 'Company' and cohost_id = ${from.id}`);
  const recruiters = await count(sql`
    update recruiters set company_id = ${into.id}, updated_at = now()
    where company_id = ${from.id} returning id`);
  await db.execute(sql`
    update company_join_requests set company_id = ${into.id} where company_id = ${from.id}`);
  await db.execute(sql`
    insert into company_offices (company_id, city_id)
    select ${into.id}, city_id from company_offices where company_id = ${from.id}
    on conflict do nothing`);
  // The survivor keeps its account (owner, email domain); one that had none takes the merged one's.
  await db.execute(sql`
    insert into company_accounts (company_id, owner_user_id, email_domain)
    select ${into.id}, owner_user_id, email_domain from company_accounts where company_id = ${from.id}
    on conflict (company_id) do nothing`);
  const followers = await count(sql`
    insert into follows (candidate_id, followable_type, followable_id, created_at)
    select candidate_id, 'Company', ${into.id}, created_at from follows
    where followable_type = 'Company' and followable_id = ${from.id}
    on conflict do nothing returning id`);
  await db.execute(sql`
    delete from follows where followable_type = 'Company' and followable_id = ${from.id}`);
  await db.execute(sql`
    update short_links set target_id = ${into.id}
    where target_type = 'Company' and target_id = ${from.id}`);
  // The merged company's address, and any that already led to it, lead to the survivor.
  await db.execute(sql`
    update organisation_slug_redirects set target_id = ${into.id}, updated_at = now()
    where kind = 'Company' and target_id = ${from.id}`);
  await db.execute(sql`
    insert into organisation_slug_redirects (kind, slug, target_id)
    values ('Company', ${from.slug}, ${into.id})
    on conflict (kind, slug) do update set target_id = excluded.target_id, updated_at = now()`);
  await db.execute(sql`delete from companies where id = ${from.id}`);
  return { touchpoints, recruiters, followers };
};
