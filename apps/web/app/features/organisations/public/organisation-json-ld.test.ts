import { describe, expect, it } from 'vitest';
import { sampleCompany, sampleSociety } from '../../../lib/testing/organisation-test-data';
import { companyJsonLd, plainText, serializeJsonLd, societyJsonLd } from './organisation-json-ld';

const ORIGIN = 'https://gradway.example';

describe('Organization JSON-LD', () => {
  it('describes a company with its page, logo, website and offices', () => {
    expect(companyJsonLd(sampleCompany(), ORIGIN)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${ORIGIN}/companies/acme#organization`,
      name: 'Acme Analytics',
      url: `${ORIGIN}/companies/acme`,
      logo: `${ORIGIN}/uploads/logo/acme.png`,
      description: 'We turn data into decisions.',
      sameAs: ['https://acme.example.com'],
      address: { '@type': 'PostalAddress', addressLocality: 'Manchester' },
      location: [
        {
          '@type': 'Place',
          name: 'Manchester',
          address: { '@type': 'PostalAddress', addressLocality: 'Manchester' },
        },
      ],
    });
  });

  it('leaves out what a company lacks', () => {
    const company = sampleCompany({
      icon_url: null,
      website: null,
      description: null,
      city: null,
      offices: [],
    });
    expect(Object.keys(companyJsonLd(company, ORIGIN)).sort()).toEqual(
      ['@context', '@id', '@type', 'name', 'url'].sort(),
    );
  });

  it('describes a society as part of its university', () => {
    const ld = societyJsonLd(sampleSociety(), ORIGIN);
    const university = {
      '@type': 'CollegeOrUniversity',
      name: 'University of Manchester',
      url: `${ORIGIN}/universities/manchester/societies`,
    };
    expect(ld).toMatchObject({
      '@type': 'Organization',
      name: 'Careers Society',
      url: `${ORIGIN}/societies/careers-society`,
      image: `${ORIGIN}/uploads/cover/careers.png`,
      description: 'Careers fairs & talks.',
      sameAs: ['https://careers.example.org'],
      memberOf: university,
      parentOrganization: university,
    });
    expect(ld).not.toHaveProperty('logo');
  });

  it('cannot be closed early by a name holding a script end tag', () => {
    const json = serializeJsonLd(
      companyJsonLd(sampleCompany({ name: '</script><script>alert(1)</script>' }), ORIGIN),
    );
    expect(json).not.toContain('<');
    expect(JSON.parse(json).name).toBe('</script><script>alert(1)</script>');
  });

  it('reads descriptions as plain text', () => {
    expect(plainText('<p>Tea &amp; cake</p><p>on   Fridays</p>')).toBe('Tea & cake on Fridays');
    expect(plainText('<p> </p>')).toBeUndefined();
    expect(plainText(null)).toBeUndefined();
  });
});
