import { type Column, getTableName, type SQL, sql } from 'drizzle-orm';
import { companies, managers, recruiters, studentSocieties, users } from '../../../db/schema';

/**
 * Always `"table"."column"`: drizzle leaves columns unqualified in single-table selects, which
 * inside a correlated subquery would name the subquery's own table.
 */
export const qualified = (column: Column): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

const managerSociety = qualified(managers.studentSocietyId);
const managerUser = qualified(managers.userId);
const recruiterCompany = qualified(recruiters.companyId);
const recruiterUser = qualified(recruiters.userId);
const userId = qualified(users.id);
const userApproved = qualified(users.isApproved);

/** Whether the society has managers on Gradway. */
export const societyIsManaged = (): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${managers} where ${managerSociety} = ${qualified(studentSocieties.id)})`;

/**
 * Whether a society or company may appear publicly. Accounts awaiting approval may prepare their
 * organisation but not show it: an organisation that has people on Gradway is public only once
 * one of them is approved. Pre-listed organisations nobody runs yet stay listed.
 */
export const societyIsPublic = (): SQL<boolean> => {
  const society = qualified(studentSocieties.id);
  return sql<boolean>`(not exists (select 1 from ${managers} where ${managerSociety} = ${society})
    or exists (select 1 from ${managers} join ${users} on ${userId} = ${managerUser}
      where ${managerSociety} = ${society} and ${userApproved}))`;
};

export const companyIsPublic = (): SQL<boolean> => {
  const company = qualified(companies.id);
  return sql<boolean>`(not exists (select 1 from ${recruiters} where ${recruiterCompany} = ${company})
    or exists (select 1 from ${recruiters} join ${users} on ${userId} = ${recruiterUser}
      where ${recruiterCompany} = ${company} and ${userApproved}))`;
};

/**
 * {@link societyIsPublic} and {@link companyIsPublic} checked row by row: one look at the
 * organisation's managers or recruiters (by their organisation index) and their accounts. For
 * a page walked in name order and cut short by its limit (issue 15): the set-wise form above
 * makes the database read every account to hash the approved ones (~15 ms at full scale) before
 * the first row; this form costs a few microseconds per row read. Counts over the whole table
 * keep the set-wise form.
 */
export const societyIsPublicRowwise = (): SQL<boolean> =>
  sql<boolean>`coalesce((select bool_or(${userApproved} is true) from ${managers} join ${users} on ${userId} = ${managerUser}
    where ${managerSociety} = ${qualified(studentSocieties.id)}), true)`;

export const companyIsPublicRowwise = (): SQL<boolean> =>
  sql<boolean>`coalesce((select bool_or(${userApproved} is true) from ${recruiters} join ${users} on ${userId} = ${recruiterUser}
    where ${recruiterCompany} = ${qualified(companies.id)}), true)`;
