import { type SiteModule, textOf } from '../autofill/detect';

const byId = (id: string) => `[data-automation-id="${id}"]`;

/** Workday career sites (<company>.myworkdayjobs.com), a single page without a <form>. */
export const workday: SiteModule = {
  id: 'workday',
  form: (doc) => doc.querySelector<HTMLElement>(byId('applyFlowPage')),
  selectors: {
    first_name: byId('legalNameSection_firstName'),
    last_name: byId('legalNameSection_lastName'),
    email: byId('email'),
    phone: byId('phone-number'),
    address_line: byId('addressSection_addressLine1'),
    city: byId('addressSection_city'),
    postcode: byId('addressSection_postalCode'),
    country: byId('countryDropdown'),
    resume: byId('file-upload-input-ref'),
    linkedin_url: byId('linkedinQuestion'),
    university: byId('school'),
    degree: byId('degree'),
    subject: byId('fieldOfStudy'),
    eeo_gender: byId('gender'),
    eeo_disability: byId('disability'),
  },
  submitSelector: `${byId('bottom-navigation-next-button')}, ${byId('submitButton')}`,
  job: (doc) => ({
    title: textOf(doc, [byId('jobPostingHeader'), 'h2', 'h1']),
    company: textOf(doc, ['meta[property="og:site_name"]', byId('company')]),
  }),
};
