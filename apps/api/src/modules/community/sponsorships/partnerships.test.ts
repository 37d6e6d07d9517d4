import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callsTo, useTestApp } from '../../../../test/app';
import { createManager, createRecruiter } from '../../../../test/factories';

const t = useTestApp();
const call = callsTo(t);

const SOCIETY = '/api/v1/student_society';
const PARTNERSHIPS = '/api/v1/company/partnerships';

type Caller = { id: string; email: string | null };

/** A society with a package, and a way to record deals on it the way its managers do. */
const societyWithPackage = async (fields: Record<string, unknown> = {}) => {
  const { user, studentSocietyId } = await createManager(t.db);
  const created = await call(user, 'POST', `${SOCIETY}/sponsorship_packages`, {
    sponsorship_package: {
      name: 'Gold',
      description: 'Our headline partner',
      price_minor: 150_000,
      currency: 'GBP',
      billing_period: 'per_year',
      deliverables: ['Logo on 4 event pages', '1 newsletter feature'],
      ...fields,
    },
  });
  expect(created.statusCode).toBe(201);
  const packageId = created.json().data.id as string;
  const deal = async (sponsorship: Record<string, unknown>) => {
    const answer = await call(user, 'POST', `${SOCIETY}/sponsorships`, {
      sponsorship: { package_id: packageId, ...sponsorship },
    });
    expect(answer.statusCode).toBe(201);
    return answer.json().data.id as string;
  };
  const move = async (id: string, sponsorship: Record<string, unknown>) => {
    const answer = await call(user, 'PATCH', `${SOCIETY}/sponsorships/${id}`, { sponsorship });
    expect(answer.statusCode).toBe(200);
  };
  return { manager: user as Caller, studentSocietyId, deal, move };
};

describe('a company’s partnerships', () => {
  it('lists the company’s deals with every society, running ones first, with what was delivered', async () => {
    const { user: recruiter, companyId } = await createRecruiter(t.db);
    const chess = await societyWithPackage();
    const hackers = await societyWithPackage({
      name: 'Hackathon prize',
      price_minor: 80_000,
      currency: 'EUR',
      billing_period: 'one_time',
      deliverables: ['Judge seat at the final'],
    });
    const talking = await chess.deal({ company_id: companyId, status: 'in_talks' });
    const running = await hackers.deal({
      company_id: companyId,
      status: 'active',
      start_date: '2027-03-14',
      end_date: '2027-03-15',
      contact_email: 'partners@example.com',
      notes: 'Society-only: they were late paying last year.',
    });
    await hackers.move(running, { delivered: ['Judge seat at the final'] });
    // Another company's deal on the same package, and a typed sponsor not on Gradway.
    const { companyId: otherCompany } = await createRecruiter(t.db);
    await chess.deal({ company_id: otherCompany, status: 'active' });
    await chess.deal({ company_name: 'Campus Coffee Co.' });

    const answer = await call(recruiter, 'GET', PARTNERSHIPS);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.data.map((each: { id: string }) => each.id)).toEqual([running, talking]);
    expect(body.meta).toMatchObject({
      total_count: 2,
      counts: { active: 1, in_talks: 1, prospect: 0, agreed: 0, ended: 0, declined: 0 },
    });
    const first = body.data[0].attributes;
    expect(first).toMatchObject({
      society: { id: hackers.studentSocietyId },
      package_name: 'Hackathon prize',
      status: 'active',
      amount_minor: 80_000,
      currency: 'EUR',
      billing_period: 'one_time',
      start_date: '2027-03-14',
      end_date: '2027-03-15',
      deliverables: [{ label: 'Judge seat at the final', delivered: true }],
    });
    expect(first.society.slug).toEqual(expect.any(String));
    // What the society keeps for itself stays with the society.
    expect(JSON.stringify(body)).not.toContain('late paying');
    expect(JSON.stringify(body)).not.toContain('partners@example.com');

    const one = await call(recruiter, 'GET', `${PARTNERSHIPS}/${talking}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data.attributes).toMatchObject({ status: 'in_talks', package_name: 'Gold' });
  });

  it('answers another company’s deal exactly like a missing one', async () => {
    const { user: recruiter } = await createRecruiter(t.db);
    const { companyId: theirs } = await createRecruiter(t.db);
    const society = await societyWithPackage();
    const deal = await society.deal({ company_id: theirs, status: 'active' });

    const another = await call(recruiter, 'GET', `${PARTNERSHIPS}/${deal}`);
    const missing = await call(recruiter, 'GET', `${PARTNERSHIPS}/${randomUUID()}`);
    expect(another.statusCode).toBe(404);
    expect(another.json()).toEqual({ error: 'Partnership not found' });
    expect(missing.body).toBe(another.body);
    expect((await call(recruiter, 'GET', PARTNERSHIPS)).json()).toMatchObject({
      data: [],
      meta: { total_count: 0 },
    });
  });

  it('says so when the company has none yet', async () => {
    const { user: recruiter } = await createRecruiter(t.db);
    const answer = await call(recruiter, 'GET', PARTNERSHIPS);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual([]);
  });

  it('keeps unapproved recruiters, managers and guests out, and refuses a malformed id', async () => {
    const { user: unapproved } = await createRecruiter(t.db, { user: { isApproved: false } });
    const refused = await call(unapproved, 'GET', PARTNERSHIPS);
    expect(refused.statusCode).toBe(403);
    const { user: manager } = await createManager(t.db);
    expect((await call(manager, 'GET', PARTNERSHIPS)).statusCode).toBe(403);
    expect((await call(null, 'GET', PARTNERSHIPS)).statusCode).toBe(401);
    const { user: recruiter } = await createRecruiter(t.db);
    const malformed = await call(recruiter, 'GET', `${PARTNERSHIPS}/not-an-id`);
    expect(malformed.statusCode).toBe(400);
  });
});

describe('a partnership’s discussion', () => {
  it('carries messages both ways between the society’s managers and the company’s recruiters', async () => {
    const { user: recruiter, companyId } = await createRecruiter(t.db, {
      user: { firstName: 'Rita', lastName: 'Recruiter' },
    });
    const society = await societyWithPackage();
    const deal = await society.deal({ company_id: companyId, status: 'in_talks' });

    const asked = await call(recruiter, 'POST', `${PARTNERSHIPS}/${deal}/messages`, {
      message: { body: '  Could the talk slot be in March?  ' },
    });
    expect(asked.statusCode).toBe(201);
    expect(asked.json().data.attributes).toMatchObject({
      body: 'Could the talk slot be in March?',
      side: 'company',
      author_name: 'Rita Recruiter',
      mine: true,
    });
    const answered = await call(
      society.manager,
      'POST',
      `${SOCIETY}/sponsorships/${deal}/messages`,
      {
        message: { body: 'Yes: 12 March works for us.' },
      },
    );
    expect(answered.statusCode).toBe(201);

    const recruiterView = (await call(recruiter, 'GET', `${PARTNERSHIPS}/${deal}/messages`)).json();
    expect(
      recruiterView.data.map(
        (each: { attributes: { body: string; side: string; mine: boolean } }) => [
          each.attributes.side,
          each.attributes.body,
          each.attributes.mine,
        ],
      ),
    ).toEqual([
      ['company', 'Could the talk slot be in March?', true],
      ['society', 'Yes: 12 March works for us.', false],
    ]);
    const managerView = await call(
      society.manager,
      'GET',
      `${SOCIETY}/sponsorships/${deal}/messages`,
    );
    expect(managerView.json().meta.total_count).toBe(2);
  });

  it('refuses an empty, oversized or control-character message and another’s deal, saving nothing', async () => {
    const { user: recruiter, companyId } = await createRecruiter(t.db);
    const society = await societyWithPackage();
    const deal = await society.deal({ company_id: companyId });
    for (const body of ['', '   ', 'x'.repeat(2001), 'a\u0000b']) {
      const answer = await call(recruiter, 'POST', `${PARTNERSHIPS}/${deal}/messages`, {
        message: { body },
      });
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().fields[0].path).toBe('message.body');
    }
    expect((await call(recruiter, 'POST', `${PARTNERSHIPS}/${deal}/messages`, {})).statusCode).toBe(
      400,
    );

    // Another company's deal, and another society's, answer as missing ones.
    const { user: stranger } = await createRecruiter(t.db);
    const theirs = await call(stranger, 'POST', `${PARTNERSHIPS}/${deal}/messages`, {
      message: { body: 'Hello' },
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ error: 'Partnership not found' });
    const { user: otherManager } = await createManager(t.db);
    const notTheirs = await call(otherManager, 'GET', `${SOCIETY}/sponsorships/${deal}/messages`);
    expect(notTheirs.statusCode).toBe(404);

    // A sponsor typed by name has no one on Gradway to read the thread.
    const typed = await society.deal({ company_name: 'Campus Coffee Co.' });
    const nobody = await call(
      society.manager,
      'POST',
      `${SOCIETY}/sponsorships/${typed}/messages`,
      {
        message: { body: 'Hello' },
      },
    );
    expect(nobody.statusCode).toBe(422);
    expect(nobody.json().fields[0].path).toBe('message.body');

    expect((await call(recruiter, 'GET', `${PARTNERSHIPS}/${deal}/messages`)).json().data).toEqual(
      [],
    );
  });
});
