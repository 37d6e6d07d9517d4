import {
  CreateSponsorshipBodySchema,
  CreateSponsorshipPackageBodySchema,
} from '@gradway/domain/contracts';
import type { Db } from '../db';
import {
  createSponsorship,
  createSponsorshipPackage,
  updateSponsorship,
} from '../modules/community/sponsorships/sponsorships.service';

const PACKAGES = [
  {
    name: 'Gold',
    description: 'Our headline partner for the year, on everything we run.',
    price_minor: 150_000,
    currency: 'GBP',
    billing_period: 'per_year',
    deliverables: [
      'Logo on 4 event pages',
      '1 newsletter feature',
      'Talk slot at the careers evening',
    ],
    capacity: 2,
  },
  {
    name: 'Silver',
    description: 'A monthly presence in front of our members.',
    price_minor: 20_000,
    currency: 'GBP',
    billing_period: 'per_month',
    deliverables: ['Logo on 1 event page a month', 'Job posts shared in the newsletter'],
    capacity: null,
  },
  {
    name: 'Hackathon prize',
    description: 'Sponsor the prize of the spring hackathon.',
    price_minor: 80_000,
    currency: 'EUR',
    billing_period: 'one_time',
    deliverables: ['Branded prize announcement', 'Judge seat at the final'],
    capacity: 1,
  },
] as const;

/**
 * The demo society's sponsorships, recorded through the product's services (decision 053): three
 * packages and a handful of sponsors from the demo's own companies across the pipeline, some
 * deliverables already ticked off.
 */
export const seedDemoSponsorships = async (db: Db, societyId: string, companyIds: string[]) => {
  const ids: string[] = [];
  for (const fields of PACKAGES) {
    const input = CreateSponsorshipPackageBodySchema.parse({ sponsorship_package: fields });
    ids.push((await createSponsorshipPackage(db, societyId, input.sponsorship_package)).data.id);
  }
  const [gold, silver, prize] = ids as [string, string, string];
  const deal = async (fields: Record<string, unknown>, delivered: string[] = []) => {
    const input = CreateSponsorshipBodySchema.parse({ sponsorship: fields }).sponsorship;
    const created = await createSponsorship(db, societyId, input);
    if (delivered.length > 0) {
      await updateSponsorship(db, societyId, created.data.id, { delivered });
    }
  };
  const company = (index: number) => companyIds[index % companyIds.length] ?? null;
  await deal(
    {
      package_id: gold,
      company_id: company(0),
      contact_email: 'partnerships@northwind.example',
      status: 'active',
      start_date: '2026-09-01',
      end_date: '2027-08-31',
      notes: 'Renewed after last year’s careers evening.',
    },
    ['Logo on 4 event pages', '1 newsletter feature'],
  );
  await deal({
    package_id: gold,
    company_id: company(1),
    status: 'in_talks',
    notes: 'Waiting for their budget sign-off in January.',
  });
  await deal(
    {
      package_id: silver,
      company_id: company(2),
      status: 'active',
      start_date: '2026-10-01',
      amount_minor: 18_000,
    },
    ['Logo on 1 event page a month'],
  );
  await deal({ package_id: silver, company_name: 'Campus Coffee Co.', status: 'prospect' });
  await deal({
    package_id: prize,
    company_id: company(3),
    status: 'agreed',
    start_date: '2027-03-14',
    end_date: '2027-03-15',
  });
  await deal({ package_id: silver, company_id: company(4), status: 'declined' });
};

/**
 * Another society's deal with the demo company (decision 056), so the demo recruiter's
 * `/recruiter/partnerships` shows more than one society and a finished partnership: a one-off
 * careers fair stand, priced in dollars, delivered and ended.
 */
export const seedDemoPartnerSociety = async (db: Db, societyId: string, companyId: string) => {
  const input = CreateSponsorshipPackageBodySchema.parse({
    sponsorship_package: {
      name: 'Careers fair stand',
      description: 'A stand at our spring careers fair and a place on its page.',
      price_minor: 50_000,
      currency: 'USD',
      billing_period: 'one_time',
      deliverables: ['Stand at the spring careers fair', 'Logo on the fair page'],
      capacity: 12,
    },
  });
  const pkg = await createSponsorshipPackage(db, societyId, input.sponsorship_package);
  const deal = CreateSponsorshipBodySchema.parse({
    sponsorship: {
      package_id: pkg.data.id,
      company_id: companyId,
      status: 'active',
      start_date: '2026-03-10',
      end_date: '2026-03-10',
    },
  }).sponsorship;
  const created = await createSponsorship(db, societyId, deal);
  await updateSponsorship(db, societyId, created.data.id, {
    delivered: ['Stand at the spring careers fair', 'Logo on the fair page'],
    status: 'ended',
  });
};
