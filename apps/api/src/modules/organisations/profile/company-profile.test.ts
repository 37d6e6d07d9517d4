import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import { createCompany, createRecruiter, createUser, signIn } from '../../../../test/factories';
import {
  cities,
  companyJoinRequests,
  companySizes,
  outboxMails,
  recruiters,
  tags,
} from '../../../db/schema';

const t = useTestApp();

let sequence = 0;
const unique = () => {
  sequence += 1;
  return `${Date.now()}${sequence}`;
};

const newRecruiter = (overrides: Parameters<typeof createUser>[1] = {}) =>
  createUser(t.db, { userableType: 'Recruiter', isApproved: false, ...overrides });

const call = async (
  user: { id: string; email: string | null } | null,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: user ? await signIn(t.db, user) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const reference = async () => {
  const [size] = await t.db.select({ id: companySizes.id }).from(companySizes).limit(1);
  const [industry] = await t.db
    .select({ id: tags.id })
    .from(tags)
    .where(eq(tags.type, 'Industry'))
    .limit(1);
  const towns = await t.db.select({ id: cities.id, name: cities.name }).from(cities).limit(2);
  if (!size || !industry || towns.length < 2) throw new Error('reference data missing');
  return { size, industry, towns };
};

const mailsTo = async (to: string) => {
  await t.app.mailer.settled();
  return t.db.select().from(outboxMails).where(eq(outboxMails.to, to));
};

describe('recruiter onboarding: create a company', () => {
  it('creates the company with its offices; the recruiter owns it', async () => {
    const { size, industry, towns } = await reference();
    const recruiter = await newRecruiter({ email: `sam-${unique()}@brightpath.io` });
    const created = await call(recruiter, 'POST', '/api/v1/company/onboarding', {
      company: {
        name: 'BrightPath Labs',
        company_size_id: size.id,
        industry_id: industry.id,
        description: 'Data tools for schools.',
        website: 'https://www.brightpath.io',
        office_city_ids: towns.map((town) => town.id),
      },
    });
    expect(created.statusCode).toBe(201);
    const profile = created.json().data.attributes;
    expect(profile).toMatchObject({
      name: 'BrightPath Labs',
      slug: 'brightpath-labs',
      public_url: '/companies/brightpath-labs',
      company_size: { id: size.id },
      industry: { id: industry.id },
      website: 'https://www.brightpath.io',
      email_domain: 'brightpath.io',
      is_owner: true,
      is_public: false,
      // A confirmed address at the company's own web domain.
      is_provider_verified: true,
      is_verified: false,
    });
    expect(profile.offices.map((office: { id: string }) => office.id).sort()).toEqual(
      towns.map((town) => town.id).sort(),
    );
    const onboarding = await call(recruiter, 'GET', '/api/v1/company/onboarding');
    expect(onboarding.json().data.attributes).toMatchObject({
      state: 'completed',
      company: { slug: 'brightpath-labs' },
    });
  });

  it('warns of a company with the same name, and creates it only when confirmed', async () => {
    const { size, industry, towns } = await reference();
    const existing = await createCompany(t.db, { name: `Acme Duplicates ${unique()} Ltd` });
    const recruiter = await newRecruiter({ email: `dup-${unique()}@gmail.com` });
    const company = {
      name: `${existing.name.toUpperCase()}.`,
      company_size_id: size.id,
      industry_id: industry.id,
      office_city_ids: [towns[0]?.id],
    };
    const warned = await call(recruiter, 'POST', '/api/v1/company/onboarding', { company });
    expect(warned.statusCode).toBe(409);
    expect(warned.json().fields[0]).toMatchObject({ path: 'company.name' });
    expect(warned.json().error).toContain(`/companies/${existing.slug}`);
    // The form shows the company it may be (to ask to join it) by these.
    expect(warned.json().duplicate_of).toEqual({
      id: existing.id,
      name: existing.name,
      slug: existing.slug,
    });
    const confirmed = await call(recruiter, 'POST', '/api/v1/company/onboarding', {
      company,
      confirm_duplicate_name: true,
    });
    expect(confirmed.statusCode).toBe(201);
  });

  it('keeps no email domain for a free webmail address, and refuses bad input', async () => {
    const { size, industry, towns } = await reference();
    const recruiter = await newRecruiter({ email: `founder-${unique()}@gmail.com` });
    const noOffice = await call(recruiter, 'POST', '/api/v1/company/onboarding', {
      company: {
        name: 'Solo Studio',
        company_size_id: size.id,
        industry_id: industry.id,
        office_city_ids: [],
      },
    });
    expect(noOffice.statusCode).toBe(400);
    expect(noOffice.json().fields[0]).toMatchObject({ path: 'company.office_city_ids' });
    const badSite = await call(recruiter, 'POST', '/api/v1/company/onboarding', {
      company: {
        name: 'Solo Studio',
        company_size_id: size.id,
        industry_id: industry.id,
        website: 'ftp://solo.example',
        office_city_ids: [towns[0]?.id],
      },
    });
    expect(badSite.statusCode).toBe(400);
    expect(badSite.json().fields[0].path).toBe('company.website');
    const wrongIndustry = await call(recruiter, 'POST', '/api/v1/company/onboarding', {
      company: {
        name: 'Solo Studio',
        company_size_id: size.id,
        industry_id: size.id,
        office_city_ids: [towns[0]?.id],
      },
    });
    expect(wrongIndustry.json()).toMatchObject({
      error: 'Choose an industry from the list.',
      fields: [{ path: 'company.industry_id' }],
    });
    expect(await t.db.select().from(recruiters).where(eq(recruiters.userId, recruiter.id))).toEqual(
      [],
    );

    const created = await call(recruiter, 'POST', '/api/v1/company/onboarding', {
      company: {
        name: 'Solo Studio',
        company_size_id: size.id,
        industry_id: industry.id,
        office_city_ids: [towns[0]?.id],
      },
    });
    expect(created.json().data.attributes).toMatchObject({
      email_domain: null,
      is_provider_verified: false,
    });
  });
});

describe('recruiter onboarding: join the company of their email domain', () => {
  it('asks the owner, who approves; both are emailed', async () => {
    const { size, industry, towns } = await reference();
    const domain = `acme-${unique()}.com`;
    const owner = await newRecruiter({ email: `owner@${domain}`, isApproved: true });
    await call(owner, 'POST', '/api/v1/company/onboarding', {
      company: {
        name: `Acme ${domain}`,
        company_size_id: size.id,
        industry_id: industry.id,
        office_city_ids: [towns[0]?.id],
      },
    });
    const joiner = await newRecruiter({ email: `jo@${domain}`, firstName: 'Jo', lastName: 'Park' });
    const onboarding = await call(joiner, 'GET', '/api/v1/company/onboarding');
    const attributes = onboarding.json().data.attributes;
    expect(attributes).toMatchObject({ state: 'not_started', email_domain: domain });
    expect(attributes.matching_companies).toHaveLength(1);
    const companyId = attributes.matching_companies[0].id;

    const asked = await call(joiner, 'POST', '/api/v1/company/join_requests', {
      join_request: { company_id: companyId },
    });
    expect(asked.json().data.attributes).toMatchObject({
      state: 'pending',
      join_request: { status: 'pending', company: { id: companyId } },
    });
    const [mail] = await mailsTo(`owner@${domain}`);
    expect(mail?.subject).toBe(`Jo Park asks to join Acme ${domain} on Gradway`);

    // A colleague who is not the owner sees no request and cannot decide it.
    const colleague = await createRecruiter(t.db, { companyId });
    const colleagueView = await call(colleague.user, 'GET', '/api/v1/company/profile');
    expect(colleagueView.json().data.attributes).toMatchObject({
      is_owner: false,
      pending_join_requests: [],
    });
    const [request] = await t.db
      .select()
      .from(companyJoinRequests)
      .where(eq(companyJoinRequests.userId, joiner.id));
    if (!request) throw new Error('request missing');
    const refused = await call(
      colleague.user,
      'PATCH',
      `/api/v1/company/join_requests/${request.id}`,
      { decision: 'approve' },
    );
    const missing = await call(
      colleague.user,
      'PATCH',
      '/api/v1/company/join_requests/00000000-0000-4000-8000-000000000000',
      { decision: 'approve' },
    );
    expect(refused.statusCode).toBe(404);
    expect(refused.body).toBe(missing.body);

    const ownerView = await call(owner, 'GET', '/api/v1/company/profile');
    expect(ownerView.json().data.attributes.pending_join_requests).toMatchObject([
      { id: request.id, name: 'Jo Park', email: `jo@${domain}` },
    ]);
    const approved = await call(owner, 'PATCH', `/api/v1/company/join_requests/${request.id}`, {
      decision: 'approve',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.attributes.pending_join_requests).toEqual([]);
    const [outcome] = await mailsTo(`jo@${domain}`);
    expect(outcome?.subject).toBe(`You joined Acme ${domain} on Gradway`);
    const joined = await call(joiner, 'GET', '/api/v1/company/profile');
    expect(joined.json().data.attributes.id).toBe(companyId);
  });

  it('joins a listed company nobody runs yet at once, matched by its website', async () => {
    const domain = `listed-${unique()}.co.uk`;
    const company = await createCompany(t.db, { website: `https://www.${domain}/careers` });
    const recruiter = await newRecruiter({ email: `hr@${domain}` });
    const joined = await call(recruiter, 'POST', '/api/v1/company/join_requests', {
      join_request: { company_id: company.id },
    });
    expect(joined.json().data.attributes).toMatchObject({
      state: 'completed',
      company: { id: company.id },
    });
    const profile = await call(recruiter, 'GET', '/api/v1/company/profile');
    expect(profile.json().data.attributes).toMatchObject({ is_owner: true, email_domain: domain });
  });

  it('refuses a company of another domain as if it did not exist; the owner may decline', async () => {
    const { size, industry, towns } = await reference();
    const other = await createCompany(t.db, { website: 'https://elsewhere.example.org' });
    const recruiter = await newRecruiter({ email: `ana@own-${unique()}.com` });
    const response = await call(recruiter, 'POST', '/api/v1/company/join_requests', {
      join_request: { company_id: other.id },
    });
    expect(response.statusCode).toBe(404);

    const domain = `decline-${unique()}.com`;
    const owner = await newRecruiter({ email: `boss@${domain}` });
    const created = await call(owner, 'POST', '/api/v1/company/onboarding', {
      company: {
        name: 'Decliners',
        company_size_id: size.id,
        industry_id: industry.id,
        office_city_ids: [towns[0]?.id],
      },
    });
    const companyId = created.json().data.attributes.id;
    const asker = await newRecruiter({ email: `asker@${domain}` });
    await call(asker, 'POST', '/api/v1/company/join_requests', {
      join_request: { company_id: companyId },
    });
    const [request] = await t.db
      .select()
      .from(companyJoinRequests)
      .where(eq(companyJoinRequests.userId, asker.id));
    await call(owner, 'PATCH', `/api/v1/company/join_requests/${request?.id}`, {
      decision: 'decline',
    });
    const state = await call(asker, 'GET', '/api/v1/company/onboarding');
    expect(state.json().data.attributes).toMatchObject({ state: 'declined' });
    const [mail] = await mailsTo(`asker@${domain}`);
    expect(mail?.subject).toBe('Your request to join Decliners was declined');
  });
});

describe('company profile', () => {
  it('edits every field and keeps the slug', async () => {
    const { size, industry, towns } = await reference();
    const { user, companyId } = await createRecruiter(t.db);
    const updated = await call(user, 'PATCH', '/api/v1/company/profile', {
      company: {
        name: 'Renamed Ltd',
        company_size_id: size.id,
        industry_id: industry.id,
        description: 'We build things.',
        website: 'https://renamed.example',
        icon_url: '/uploads/logo/abc-123.webp',
        office_city_ids: [towns[1]?.id],
      },
    });
    expect(updated.statusCode).toBe(200);
    const profile = updated.json().data.attributes;
    expect(profile).toMatchObject({
      id: companyId,
      name: 'Renamed Ltd',
      description: 'We build things.',
      website: 'https://renamed.example',
      icon_url: '/uploads/logo/abc-123.webp',
      offices: [{ id: towns[1]?.id }],
    });
    expect(profile.slug).toMatch(/^company-/);
    const cleared = await call(user, 'PATCH', '/api/v1/company/profile', {
      company: { website: '', description: '' },
    });
    expect(cleared.json().data.attributes).toMatchObject({ website: null, description: null });
  });

  it('saves the profile as it was loaded: a drawn logo and the city of a company without offices', async () => {
    const { size, industry, towns } = await reference();
    const city = towns[0];
    const company = await createCompany(t.db, {
      name: `Listed ${unique()}`,
      iconUrl: '/uploads/demo/logo-listed-ltd.svg',
      cityId: city?.id,
      companySizeId: size.id,
      industryId: industry.id,
    });
    const { user } = await createRecruiter(t.db, { companyId: company.id });
    const loaded = (await call(user, 'GET', '/api/v1/company/profile')).json().data.attributes;
    expect(loaded.offices).toEqual([{ id: city?.id, name: city?.name }]);
    const saved = await call(user, 'PATCH', '/api/v1/company/profile', {
      company: {
        name: loaded.name,
        company_size_id: loaded.company_size.id,
        industry_id: loaded.industry.id,
        description: loaded.description ?? '',
        website: loaded.website ?? '',
        icon_url: loaded.icon_url,
        office_city_ids: loaded.offices.map((office: { id: string }) => office.id),
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.attributes).toMatchObject({
      icon_url: '/uploads/demo/logo-listed-ltd.svg',
      offices: [{ id: city?.id }],
    });
    const foreign = await call(user, 'PATCH', '/api/v1/company/profile', {
      company: { icon_url: '/uploads/demo/../logo/x.svg' },
    });
    expect(foreign.statusCode).toBe(400);
  });

  it('answers 404 before onboarding and 403 to other roles', async () => {
    const recruiter = await newRecruiter();
    expect((await call(recruiter, 'GET', '/api/v1/company/profile')).statusCode).toBe(404);
    const manager = await createUser(t.db, { userableType: 'Manager' });
    expect((await call(manager, 'GET', '/api/v1/company/profile')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/api/v1/company/onboarding')).statusCode).toBe(401);
  });
});
