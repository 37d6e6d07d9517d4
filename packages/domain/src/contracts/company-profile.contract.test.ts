import { describe, expect, it } from 'vitest';
import {
  CompanyOnboardingDocumentSchema,
  CreateCompanyBodySchema,
  companyPublicPath,
  OFFICES_MAX,
  UpdateCompanyProfileBodySchema,
} from './company-profile.contract';

const id = '3f0c7a52-5d1e-4b8e-9a61-0c2f4e7d9b13';
const company = {
  name: 'Northwind Analytics',
  company_size_id: id,
  industry_id: id,
  office_city_ids: [id],
};
const pathOf = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues[0]?.path.join('.');

describe('company profile contracts', () => {
  it('links a company’s public page by its slug', () => {
    expect(companyPublicPath('northwind-analytics')).toBe('/companies/northwind-analytics');
  });

  it('needs a name, size, industry and at least one office to create a company', () => {
    expect(CreateCompanyBodySchema.safeParse({ company }).success).toBe(true);
    expect(
      pathOf(CreateCompanyBodySchema.safeParse({ company: { ...company, office_city_ids: [] } })),
    ).toBe('company.office_city_ids');
    expect(
      pathOf(
        CreateCompanyBodySchema.safeParse({
          company: {
            ...company,
            office_city_ids: Array.from({ length: OFFICES_MAX + 1 }, () => id),
          },
        }),
      ),
    ).toBe('company.office_city_ids');
    const { industry_id: _, ...withoutIndustry } = company;
    expect(pathOf(CreateCompanyBodySchema.safeParse({ company: withoutIndustry }))).toBe(
      'company.industry_id',
    );
  });

  it('takes websites that start with http or https, or empty to clear', () => {
    const website = (value: string) =>
      UpdateCompanyProfileBodySchema.safeParse({ company: { website: value } }).success;
    expect(website('https://northwind.example')).toBe(true);
    expect(website('http://northwind.example')).toBe(true);
    expect(website('')).toBe(true);
    expect(website('northwind.example')).toBe(false);
    expect(website('ftp://northwind.example')).toBe(false);
  });

  it('parses an onboarding document', () => {
    const document = {
      data: {
        id,
        type: 'company_onboarding',
        attributes: {
          id,
          state: 'pending',
          company: null,
          join_request: {
            id,
            status: 'pending',
            company: { id, name: 'Northwind', slug: 'northwind', icon_url: null },
          },
          email_domain: 'northwind.example',
          matching_companies: [],
        },
      },
    };
    expect(CompanyOnboardingDocumentSchema.parse(document)).toEqual(document);
  });
});
