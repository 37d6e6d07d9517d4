import type { Faker } from '@faker-js/faker';

/**
 * Titles and descriptions for generated jobs, internships and events: realistic, varied and in
 * the words UK graduate recruiters use. Both the demo data and the full-scale generator use them.
 */

/** Job titles by area of responsibility (the area names are tags of type AreaOfResponsibility). */
export const JOB_TITLES: Record<string, readonly string[]> = {
  'Software Engineering': [
    'Graduate Software Engineer',
    'Junior Backend Developer',
    'Frontend Engineer (React)',
    'Full Stack Developer',
    'Platform Engineer',
    'Mobile Developer (iOS)',
  ],
  'Data Science': ['Graduate Data Scientist', 'Junior Data Scientist', 'Data Scientist, Pricing'],
  'Data Analytics': ['Graduate Data Analyst', 'Business Intelligence Analyst', 'Insight Analyst'],
  'Machine Learning & AI': [
    'Machine Learning Engineer',
    'AI Research Engineer',
    'Applied Scientist',
  ],
  'DevOps & Cloud': [
    'Junior DevOps Engineer',
    'Cloud Support Engineer',
    'Site Reliability Engineer',
  ],
  'Cyber Security': ['Cyber Security Analyst', 'Graduate Security Engineer', 'SOC Analyst'],
  Consulting: ['Graduate Consultant', 'Business Analyst, Consulting', 'Associate Consultant'],
  Strategy: ['Strategy Analyst', 'Graduate Strategy Associate', 'Corporate Development Analyst'],
  'Investment Banking': [
    'Investment Banking Analyst',
    'M&A Analyst',
    'Equity Capital Markets Analyst',
  ],
  'Asset Management': ['Graduate Investment Analyst', 'Portfolio Analyst', 'ESG Research Analyst'],
  Trading: ['Graduate Trader', 'Trading Assistant', 'Junior Quantitative Trader'],
  'Quantitative Research': ['Quantitative Researcher', 'Quantitative Analyst', 'Quant Developer'],
  Finance: ['Graduate Finance Analyst', 'Financial Planning Analyst', 'Treasury Analyst'],
  Accounting: [
    'Trainee Accountant (ACA)',
    'Graduate Accountant',
    'Assistant Management Accountant',
  ],
  Audit: ['Graduate Audit Associate', 'Trainee Auditor', 'Internal Audit Analyst'],
  Tax: ['Tax Trainee', 'Graduate Tax Associate', 'Indirect Tax Analyst'],
  Actuarial: ['Actuarial Analyst', 'Graduate Actuarial Trainee'],
  'Risk & Compliance': ['Risk Analyst', 'Compliance Graduate', 'Financial Crime Analyst'],
  Marketing: ['Graduate Marketing Executive', 'Digital Marketing Assistant', 'Brand Assistant'],
  'Communications & PR': [
    'PR Account Executive',
    'Communications Officer',
    'Internal Comms Assistant',
  ],
  'Content & Copywriting': ['Junior Copywriter', 'Content Executive', 'Editorial Assistant'],
  'Sales & Business Development': [
    'Graduate Sales Executive',
    'Business Development Representative',
    'Account Manager',
  ],
  'Customer Success': ['Customer Success Associate', 'Client Services Executive'],
  'Product Management': ['Associate Product Manager', 'Graduate Product Analyst', 'Product Owner'],
  'Project Management': ['Graduate Project Manager', 'Project Coordinator', 'PMO Analyst'],
  Design: ['Junior Product Designer', 'Graphic Designer', 'UI Designer'],
  'UX Research': ['UX Researcher', 'Junior User Researcher'],
  Operations: [
    'Operations Analyst',
    'Graduate Operations Manager',
    'Business Operations Associate',
  ],
  'Logistics & Supply Chain': [
    'Supply Chain Analyst',
    'Graduate Logistics Planner',
    'Procurement Analyst',
  ],
  'Human Resources': [
    'HR Graduate',
    'Talent Acquisition Coordinator',
    'People Operations Assistant',
  ],
  Legal: ['Trainee Solicitor', 'Paralegal', 'Legal Analyst'],
  'Policy & Public Affairs': [
    'Policy Analyst',
    'Public Affairs Executive',
    'Research Assistant, Policy',
  ],
  'Research & Development': ['Graduate Research Scientist', 'R&D Engineer', 'Laboratory Analyst'],
  'Mechanical Engineering': [
    'Graduate Mechanical Engineer',
    'Design Engineer',
    'Manufacturing Engineer',
  ],
  'Electrical Engineering': [
    'Graduate Electrical Engineer',
    'Electronics Engineer',
    'Power Systems Engineer',
  ],
  'Civil Engineering': ['Graduate Civil Engineer', 'Graduate Structural Engineer', 'Site Engineer'],
  'Chemical Engineering': ['Graduate Process Engineer', 'Chemical Engineer'],
  'Environmental & Sustainability': [
    'Sustainability Analyst',
    'Graduate Environmental Consultant',
    'Carbon Analyst',
  ],
  'Business Analysis': ['Graduate Business Analyst', 'Junior Business Analyst', 'Systems Analyst'],
  Administration: ['Office Coordinator', 'Administrative Assistant', 'Executive Assistant'],
  Teaching: ['Trainee Teacher', 'Graduate Teaching Assistant', 'Tutor'],
};

export const AREAS_WITH_TITLES = Object.keys(JOB_TITLES);

const INTERNSHIP_TITLE_SUFFIX: Record<string, string> = {
  summer_internship: 'Summer Internship',
  spring_week: 'Spring Insight Week',
  winter_internship: 'Winter Internship',
  off_cycle_internship: 'Off-cycle Internship',
  placement_year: 'Industrial Placement (12 months)',
};

/** An internship's title from its area and kind: 'Software Engineering Summer Internship 2027'. */
export const internshipTitle = (area: string, kind: string, year: number): string =>
  `${area} ${INTERNSHIP_TITLE_SUFFIX[kind] ?? 'Internship'} ${year}`;

/** Event title patterns per event type; `{org}` is the host, `{topic}` a topic tag. */
export const EVENT_TITLES: Record<string, readonly string[]> = {
  'Networking & Social': [
    'Graduate Networking Evening with {org}',
    '{topic} Social: Meet the Team',
    'Careers Mixer: {topic}',
    'Alumni Drinks and Networking',
  ],
  Competitions: [
    '{org} Case Competition',
    '{topic} Hackathon',
    'Trading Challenge sponsored by {org}',
    'Pitch Night: {topic}',
  ],
  'Career Fairs': [
    'Autumn Careers Fair',
    'STEM Careers Fair',
    '{topic} Employers Fair',
    'Spring Internship Fair',
  ],
  'Insight Days': [
    '{org} Insight Day',
    'Discover {topic} with {org}',
    'First-Year Insight Day at {org}',
    'Open Day: {topic} Careers',
  ],
  Workshops: [
    'CV and Cover Letter Workshop',
    'Assessment Centre Masterclass with {org}',
    '{topic} Workshop',
    'Interview Skills Bootcamp',
  ],
  'Conferences & Talks': [
    '{topic} Summit',
    'Fireside Chat: Careers in {topic}',
    '{org} Speaker Series: {topic}',
    'Future of {topic} Conference',
  ],
};

export const eventTitle = (faker: Faker, eventType: string, org: string, topic: string): string =>
  faker.helpers
    .arrayElement(EVENT_TITLES[eventType] ?? EVENT_TITLES['Networking & Social'] ?? ['{topic}'])
    .replace('{org}', org)
    .replace('{topic}', topic);

const ROLE_OPENERS = [
  'You will join a small, friendly team and take real responsibility from your first week.',
  'This role suits someone curious, organised and keen to learn from experienced colleagues.',
  'Our graduates work on live client projects and are supported by a mentor throughout.',
  'You will rotate across teams during your first year before choosing where to specialise.',
  'We are looking for a motivated graduate who enjoys solving problems with data.',
];

const RESPONSIBILITIES = [
  'work with colleagues across the business to deliver projects on time',
  'analyse information and present clear recommendations to stakeholders',
  'build and improve the tools our customers rely on every day',
  'support senior team members with research, reporting and planning',
  'take part in our structured training programme and professional qualifications',
  'contribute ideas in team meetings and help shape how we work',
  'learn our systems quickly and document what you discover',
];

const REQUIREMENTS = [
  'a degree (or a degree expected this year) in a relevant subject',
  'strong written and spoken English',
  'confidence with spreadsheets and numbers',
  'an interest in technology and how it changes our industry',
  'the right to work in the country of the role',
  'good communication skills and a collaborative approach',
];

const BENEFITS = [
  '25 days of holiday plus bank holidays',
  'hybrid working with two days a week in the office',
  'a pension with employer contributions',
  'private medical insurance',
  'paid study leave for professional exams',
  'a learning budget and mentoring',
];

const list = (items: readonly string[]) =>
  `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

/** A job or internship description as simple HTML, with what the role is, asks and offers. */
export const opportunityDescription = (faker: Faker, title: string, organisation: string): string =>
  [
    `<p>${organisation} is hiring a ${title}. ${faker.helpers.arrayElement(ROLE_OPENERS)}</p>`,
    `<h3>What you will do</h3>${list(faker.helpers.arrayElements(RESPONSIBILITIES, 3))}`,
    `<h3>What we are looking for</h3>${list(faker.helpers.arrayElements(REQUIREMENTS, 3))}`,
    `<h3>What we offer</h3>${list(faker.helpers.arrayElements(BENEFITS, 3))}`,
  ].join('');

const EVENT_PITCHES = [
  'Hear from graduates who were in your shoes a year or two ago and ask them anything.',
  'Work in teams on a real problem and present your ideas to a panel of judges.',
  'Meet recruiters from leading employers and find out what they look for.',
  'A practical session with plenty of time for questions.',
  'Refreshments are provided and everyone is welcome, whatever your subject.',
];

/** An event description as simple HTML. */
export const eventDescription = (faker: Faker, title: string, host: string): string =>
  `<p>${title}, hosted by ${host}. ${faker.helpers.arrayElements(EVENT_PITCHES, 2).join(' ')}</p>`;

/** A one-line summary for search results and page metadata. */
export const metaDescription = (title: string, organisation: string, city: string | null): string =>
  `${title} at ${organisation}${city ? ` in ${city}` : ''}. Apply on Gradway.`;
