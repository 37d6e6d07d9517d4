import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import { createCompany, createManager, createRecruiter, signIn } from '../../../../test/factories';
import { sponsorshipPackages, sponsorships } from '../../../db/schema';

const t = useTestApp();
type Caller = { id: string; email: string | null };

const call = async (
  user: Caller,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url: `/api/v1/student_society/${url}`,
    headers: await signIn(t.db, user),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const GOLD = {
  name: 'Gold',
  description: 'Our biggest partners',
  price_minor: 150_000,
  currency: 'GBP',
  billing_period: 'per_year',
  deliverables: ['Logo on 4 event pages', '1 newsletter feature'],
  capacity: 1,
};

const newPackage = async (user: Caller, fields: Record<string, unknown> = {}) => {
  const answer = await call(user, 'POST', 'sponsorship_packages', {
    sponsorship_package: { ...GOLD, ...fields },
  });
  expect(answer.statusCode).toBe(201);
  return answer.json().data.attributes as { id: string; full: boolean; archived: boolean };
};

const newDeal = (user: Caller, fields: Record<string, unknown>) =>
  call(user, 'POST', 'sponsorships', { sponsorship: fields });

const approvedManager = () => createManager(t.db);

describe('sponsorship packages', () => {
  it('creates, lists, edits and archives a package; archiving keeps its deals', async () => {
    const { user } = await approvedManager();
    const gold = await newPackage(user);
    expect(gold).toMatchObject({
      name: 'Gold',
      price_minor: 150_000,
      currency: 'GBP',
      billing_period: 'per_year',
      deliverables: ['Logo on 4 event pages', '1 newsletter feature'],
      capacity: 1,
      archived: false,
      active_count: 0,
      full: false,
    });
    const deal = await newDeal(user, { package_id: gold.id, company_name: 'Acme Ltd' });
    expect(deal.statusCode).toBe(201);

    const edited = await call(user, 'PATCH', `sponsorship_packages/${gold.id}`, {
      sponsorship_package: { price_minor: 175_000, archived: true },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.attributes).toMatchObject({
      price_minor: 175_000,
      archived: true,
      deals_count: 1,
    });

    const list = await call(user, 'GET', 'sponsorships');
    expect(
      list
        .json()
        .data.map((d: { attributes: { company_name: string } }) => d.attributes.company_name),
    ).toEqual(['Acme Ltd']);
    // No new sponsor on an archived package.
    const refused = await newDeal(user, { package_id: gold.id, company_name: 'Other' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fields[0].path).toBe('sponsorship.package_id');

    const packages = await call(user, 'GET', 'sponsorship_packages');
    expect(packages.json().meta.total_count).toBe(1);
  });

  it('refuses bad input with the field named and saves nothing', async () => {
    const { user, studentSocietyId } = await approvedManager();
    const cases: [Record<string, unknown>, string][] = [
      [{ price_minor: -1 }, 'sponsorship_package.price_minor'],
      [{ price_minor: 12.5 }, 'sponsorship_package.price_minor'],
      [{ price_minor: 100_000_001 }, 'sponsorship_package.price_minor'],
      [{ name: 'Gold\u0000' }, 'sponsorship_package.name'],
      [{ name: 'x'.repeat(81) }, 'sponsorship_package.name'],
      [{ name: '   ' }, 'sponsorship_package.name'],
      [{ currency: 'JPY' }, 'sponsorship_package.currency'],
      [{ billing_period: 'weekly' }, 'sponsorship_package.billing_period'],
      [{ deliverables: ['ok', ''] }, 'sponsorship_package.deliverables.1'],
      [{ capacity: 0 }, 'sponsorship_package.capacity'],
    ];
    for (const [fields, path] of cases) {
      const answer = await call(user, 'POST', 'sponsorship_packages', {
        sponsorship_package: { ...GOLD, ...fields },
      });
      expect(answer.statusCode, JSON.stringify(fields)).toBe(400);
      expect(
        answer.json().fields.map((field: { path: string }) => field.path),
        JSON.stringify(fields),
      ).toContain(path);
    }
    const rows = await t.db
      .select()
      .from(sponsorshipPackages)
      .where(eq(sponsorshipPackages.studentSocietyId, studentSocietyId));
    expect(rows).toEqual([]);
  });
});

describe('sponsors (deals)', () => {
  it('records a Gradway company at the package price and moves it along the pipeline', async () => {
    const { user } = await approvedManager();
    const gold = await newPackage(user, { capacity: null });
    const company = await createCompany(t.db, { name: 'Northwind Analytics' });
    const created = await newDeal(user, {
      package_id: gold.id,
      company_id: company.id,
      contact_email: 'partners@northwind.example',
      start_date: '2026-09-01',
      end_date: '2027-08-31',
    });
    expect(created.statusCode).toBe(201);
    const deal = created.json().data.attributes;
    expect(deal).toMatchObject({
      company_name: 'Northwind Analytics',
      company_id: company.id,
      status: 'prospect',
      amount_minor: 150_000,
      currency: 'GBP',
      deliverables: [
        { label: 'Logo on 4 event pages', delivered: false },
        { label: '1 newsletter feature', delivered: false },
      ],
    });

    const move = (status: string) =>
      call(user, 'PATCH', `sponsorships/${deal.id}`, { sponsorship: { status } });
    // Skipping steps is refused, with the field named.
    const skipped = await move('active');
    expect(skipped.statusCode).toBe(422);
    expect(skipped.json()).toMatchObject({
      error: 'A sponsor cannot move from prospect to active.',
      fields: [{ path: 'sponsorship.status' }],
    });
    for (const status of ['in_talks', 'agreed', 'active']) {
      expect((await move(status)).json().data.attributes.status).toBe(status);
    }
    expect((await move('declined')).statusCode).toBe(422);

    const ticked = await call(user, 'PATCH', `sponsorships/${deal.id}`, {
      sponsorship: { delivered: ['1 newsletter feature'] },
    });
    expect(ticked.json().data.attributes.deliverables).toEqual([
      { label: 'Logo on 4 event pages', delivered: false },
      { label: '1 newsletter feature', delivered: true },
    ]);
    const notOffered = await call(user, 'PATCH', `sponsorships/${deal.id}`, {
      sponsorship: { delivered: ['A yacht'] },
    });
    expect(notOffered.statusCode).toBe(422);

    const list = (await call(user, 'GET', 'sponsorships')).json();
    expect(list.meta.counts).toMatchObject({ active: 1, prospect: 0 });
    expect(list.meta.active_totals).toEqual([
      { currency: 'GBP', billing_period: 'per_year', amount_minor: 150_000 },
    ]);

    // A monthly sponsor beside the yearly one: two amounts, never one sum of both.
    const silver = await newPackage(user, {
      name: 'Silver',
      price_minor: 18_000,
      billing_period: 'per_month',
      capacity: null,
    });
    const monthly = (
      await newDeal(user, { package_id: silver.id, company_name: 'Brightlane Studio' })
    ).json().data.attributes;
    for (const status of ['in_talks', 'agreed', 'active']) {
      const moved = await call(user, 'PATCH', `sponsorships/${monthly.id}`, {
        sponsorship: { status },
      });
      expect(moved.json().data.attributes.status).toBe(status);
    }
    expect((await call(user, 'GET', 'sponsorships')).json().meta.active_totals).toEqual([
      { currency: 'GBP', billing_period: 'per_month', amount_minor: 18_000 },
      { currency: 'GBP', billing_period: 'per_year', amount_minor: 150_000 },
    ]);

    for (const id of [deal.id, monthly.id]) {
      expect((await call(user, 'DELETE', `sponsorships/${id}`)).statusCode).toBe(200);
    }
    expect((await call(user, 'GET', 'sponsorships')).json().data).toEqual([]);
  });

  it('says a package is full and refuses another active sponsor on it', async () => {
    const { user } = await approvedManager();
    const gold = await newPackage(user, { capacity: 1 });
    const first = await newDeal(user, {
      package_id: gold.id,
      company_name: 'Acme',
      status: 'active',
    });
    expect(first.statusCode).toBe(201);
    const packages = (await call(user, 'GET', 'sponsorship_packages')).json();
    expect(packages.data[0].attributes).toMatchObject({ active_count: 1, full: true });

    const second = await newDeal(user, {
      package_id: gold.id,
      company_name: 'Globex',
      status: 'agreed',
    });
    expect(second.statusCode).toBe(201);
    const moved = await call(user, 'PATCH', `sponsorships/${second.json().data.id}`, {
      sponsorship: { status: 'active' },
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().error).toBe(
      'This package is full: every place is taken by an active sponsor.',
    );
    const direct = await newDeal(user, {
      package_id: gold.id,
      company_name: 'Initech',
      status: 'active',
    });
    expect(direct.statusCode).toBe(422);
  });

  it('refuses bad deal input with the field named', async () => {
    const { user } = await approvedManager();
    const gold = await newPackage(user);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ company_name: '' }, 422, 'sponsorship.company_name'],
      [{ company_name: 'A\u0000' }, 400, 'sponsorship.company_name'],
      [{ company_name: 'Acme', amount_minor: -5 }, 400, 'sponsorship.amount_minor'],
      [{ company_name: 'Acme', amount_minor: 1.5 }, 400, 'sponsorship.amount_minor'],
      [{ company_name: 'Acme', contact_email: 'nope' }, 400, 'sponsorship.contact_email'],
      [{ company_name: 'Acme', status: 'won' }, 400, 'sponsorship.status'],
      [{ company_name: 'Acme', notes: 'n'.repeat(2001) }, 400, 'sponsorship.notes'],
      [{ company_id: randomUUID() }, 422, 'sponsorship.company_id'],
      [
        { company_name: 'Acme', start_date: '2026-10-01', end_date: '2026-09-01' },
        422,
        'sponsorship.end_date',
      ],
    ];
    for (const [fields, status, path] of cases) {
      const answer = await newDeal(user, { package_id: gold.id, ...fields });
      expect(answer.statusCode, JSON.stringify(fields)).toBe(status);
      expect(answer.json().fields.map((f: { path: string }) => f.path)).toContain(path);
    }
    expect((await call(user, 'GET', 'sponsorships')).json().data).toEqual([]);
  });
});

describe('who may manage sponsorships', () => {
  it('answers another society’s package and deal exactly like missing ones', async () => {
    const { user: theirs } = await approvedManager();
    const { user: mine } = await approvedManager();
    const pkg = await newPackage(theirs);
    const deal = (await newDeal(theirs, { package_id: pkg.id, company_name: 'Acme' })).json().data;

    for (const id of [pkg.id, randomUUID()]) {
      const edit = await call(mine, 'PATCH', `sponsorship_packages/${id}`, {
        sponsorship_package: { archived: true },
      });
      expect(edit.statusCode).toBe(404);
      expect(edit.json()).toEqual({ error: 'Sponsorship package not found' });
    }
    for (const id of [deal.id, randomUUID()]) {
      const edit = await call(mine, 'PATCH', `sponsorships/${id}`, {
        sponsorship: { status: 'in_talks' },
      });
      expect(edit.json()).toEqual({ error: 'Sponsor not found' });
      expect(edit.statusCode).toBe(404);
      expect((await call(mine, 'DELETE', `sponsorships/${id}`)).statusCode).toBe(404);
    }
    // Recording a deal on their package is refused like on a missing one.
    const onTheirs = await newDeal(mine, { package_id: pkg.id, company_name: 'Acme' });
    expect(onTheirs.statusCode).toBe(422);
    expect((await call(mine, 'GET', 'sponsorships')).json().data).toEqual([]);
    expect((await call(mine, 'GET', 'sponsorship_packages')).json().data).toEqual([]);
    const still = await t.db.select().from(sponsorships).where(eq(sponsorships.id, deal.id));
    expect(still).toHaveLength(1);
  });

  it('keeps unapproved managers, recruiters and guests out', async () => {
    const { user: unapproved } = await createManager(t.db, { user: { isApproved: false } });
    expect((await call(unapproved, 'GET', 'sponsorship_packages')).statusCode).toBe(403);
    const { user: recruiter } = await createRecruiter(t.db);
    expect((await call(recruiter, 'GET', 'sponsorships')).statusCode).toBe(403);
    const guest = await t.app.inject({
      method: 'GET',
      url: '/api/v1/student_society/sponsorships',
    });
    expect(guest.statusCode).toBe(401);
  });
});
