/**
 * The demo's companies and student societies. The names are invented (any likeness to a real
 * organisation is accidental); industries, cities and universities are real reference data.
 */
export interface DemoCompany {
  name: string;
  industry: string;
  city: string;
  countryCode: string;
  size: string;
  employees: string;
  tagline: string;
  verified: boolean;
}

export const DEMO_COMPANIES: readonly DemoCompany[] = [
  { name: 'Northwind Analytics', industry: 'Technology', city: 'London', countryCode: 'GB', size: '201-500', employees: '251-500', tagline: 'We help retailers and banks make better decisions with data and machine learning.', verified: true },
  { name: 'Halcyon Capital Partners', industry: 'Investment Banking', city: 'London', countryCode: 'GB', size: '1,001-5,000', employees: '1001-5000', tagline: 'An independent advisory bank working on mergers, acquisitions and capital raising across Europe.', verified: true },
  { name: 'Brightlane Consulting', industry: 'Consulting', city: 'London', countryCode: 'GB', size: '501-1,000', employees: '501-1000', tagline: 'Strategy and operations consultants to the public sector and FTSE 100 clients.', verified: true },
  { name: 'Fernhill & Co Solicitors', industry: 'Law', city: 'Manchester', countryCode: 'GB', size: '201-500', employees: '251-500', tagline: 'A full-service law firm in the North West with a renowned training contract.', verified: true },
  { name: 'Larkspur Energy', industry: 'Energy & Utilities', city: 'Aberdeen', countryCode: 'GB', size: '5,001-10,000', employees: '5001-10000', tagline: 'Moving the North Sea from oil and gas to offshore wind and hydrogen.', verified: true },
  { name: 'Quayside Games', industry: 'Gaming', city: 'Dundee', countryCode: 'GB', size: '51-200', employees: '101-250', tagline: 'An independent studio making story-driven games for console and PC.', verified: false },
  { name: 'Meridian Health Labs', industry: 'Pharmaceuticals & Biotechnology', city: 'Cambridge', countryCode: 'GB', size: '501-1,000', employees: '501-1000', tagline: 'Developing diagnostics that find disease earlier, from our labs on the Cambridge Biomedical Campus.', verified: true },
  { name: 'Copperleaf Retail Group', industry: 'Retail', city: 'Leeds', countryCode: 'GB', size: '10,001+', employees: '10001-50000', tagline: 'Home, garden and lifestyle stores in 300 UK towns, and online.', verified: true },
  { name: 'Tidewater Engineering', industry: 'Engineering & Manufacturing', city: 'Bristol', countryCode: 'GB', size: '1,001-5,000', employees: '1001-5000', tagline: 'Designing and building marine and renewable-energy systems since 1968.', verified: true },
  { name: 'Oakridge Audit & Advisory', industry: 'Accounting & Professional Services', city: 'Birmingham', countryCode: 'GB', size: '1,001-5,000', employees: '1001-5000', tagline: 'Audit, tax and advisory for growing businesses across the Midlands.', verified: true },
  { name: 'Kestrel Aerospace', industry: 'Aerospace & Defence', city: 'Derby', countryCode: 'GB', size: '5,001-10,000', employees: '5001-10000', tagline: 'Engines and components for the next generation of efficient aircraft.', verified: true },
  { name: 'Bramble Foods', industry: 'Food & Beverage', city: 'Nottingham', countryCode: 'GB', size: '501-1,000', employees: '501-1000', tagline: 'Family-owned makers of bakery and snack brands sold across Europe.', verified: false },
  { name: 'Silverbirch Insurance', industry: 'Insurance', city: 'Edinburgh', countryCode: 'GB', size: '1,001-5,000', employees: '1001-5000', tagline: 'Home, motor and pet insurance for two million customers.', verified: true },
  { name: 'Vantage Point Media', industry: 'Media & Entertainment', city: 'Manchester', countryCode: 'GB', size: '201-500', employees: '251-500', tagline: 'Factual and entertainment television made at MediaCityUK.', verified: false },
  { name: 'Greenspire Sustainability', industry: 'Environment & Sustainability', city: 'Bristol', countryCode: 'GB', size: '51-200', employees: '51-100', tagline: 'Helping organisations measure, cut and report their carbon emissions.', verified: true },
  { name: 'Harbourline Logistics', industry: 'Logistics & Supply Chain', city: 'Southampton', countryCode: 'GB', size: '1,001-5,000', employees: '1001-5000', tagline: 'Ports, warehousing and freight that keep UK shelves stocked.', verified: false },
  { name: 'Pennine Rail', industry: 'Transport & Rail', city: 'Sheffield', countryCode: 'GB', size: '5,001-10,000', employees: '5001-10000', tagline: 'Running and modernising passenger rail across the North of England.', verified: true },
  { name: 'Clearwater FinTech', industry: 'FinTech', city: 'London', countryCode: 'GB', size: '51-200', employees: '101-250', tagline: 'Open-banking payments for small businesses, built by a team of 150.', verified: true },
  { name: 'Atlas Property Group', industry: 'Property & Real Estate', city: 'London', countryCode: 'GB', size: '201-500', employees: '251-500', tagline: 'Commercial property investment and development in UK city centres.', verified: false },
  { name: 'Lumen Telecom', industry: 'Telecommunications', city: 'Reading', countryCode: 'GB', size: '5,001-10,000', employees: '5001-10000', tagline: 'Full-fibre broadband and mobile networks for homes and businesses.', verified: true },
  { name: 'Riverstone Asset Management', industry: 'Investment Management', city: 'Edinburgh', countryCode: 'GB', size: '501-1,000', employees: '501-1000', tagline: 'Long-term, responsible investing for pension funds and charities.', verified: true },
  { name: 'Foxglove Creative', industry: 'Advertising & Marketing', city: 'Brighton', countryCode: 'GB', size: '11-50', employees: '11-50', tagline: 'A creative agency for brands with something to say.', verified: false },
  { name: 'Summit Civil', industry: 'Construction & Civil Engineering', city: 'Glasgow', countryCode: 'GB', size: '1,001-5,000', employees: '1001-5000', tagline: 'Bridges, tunnels and flood defences across Scotland and the North.', verified: true },
  { name: 'Nimbus Cloud Systems', industry: 'Technology', city: 'New York', countryCode: 'US', size: '1,001-5,000', employees: '1001-5000', tagline: 'Developer tools and cloud infrastructure used by 40,000 engineering teams.', verified: true },
  { name: 'Altmark Mobility', industry: 'Automotive', city: 'Munich', countryCode: 'DE', size: '10,001+', employees: '10001-50000', tagline: 'Electric drivetrains and software for the cars of the next decade.', verified: true },
  { name: 'Cobalt Quant', industry: 'Financial Services', city: 'Amsterdam', countryCode: 'NL', size: '201-500', employees: '251-500', tagline: 'A proprietary trading firm where research, technology and trading sit together.', verified: true },
];

export interface DemoSociety {
  name: string;
  universitySlug: string;
  description: string;
  verified: boolean;
}

export const DEMO_SOCIETIES: readonly DemoSociety[] = [
  { name: 'UCL Technology Society', universitySlug: 'university-college-london', description: 'Hackathons, tech talks and a friendly community for anyone curious about building software.', verified: true },
  { name: 'LSE Finance Society', universitySlug: 'london-school-of-economics-and-political-science', description: 'Careers in banking, asset management and trading, from spring weeks to graduate offers.', verified: true },
  { name: 'Imperial Entrepreneurs', universitySlug: 'imperial-college-london', description: 'For founders and future founders: pitch nights, mentoring and a startup accelerator.', verified: true },
  { name: "King's Law Society", universitySlug: 'kings-college-london', description: 'Vacation schemes, mooting and networking with City and regional law firms.', verified: true },
  { name: 'Oxford Women in Business', universitySlug: 'university-of-oxford', description: 'Speaker events, workshops and a mentoring scheme for women across every subject.', verified: true },
  { name: 'Cambridge University Data Science Society', universitySlug: 'university-of-cambridge', description: 'Talks, reading groups and a termly Kaggle-style competition.', verified: true },
  { name: 'Manchester Engineering Society', universitySlug: 'university-of-manchester', description: 'Site visits, industry dinners and socials for engineers of every discipline.', verified: false },
  { name: 'Edinburgh University Investment Society', universitySlug: 'university-of-edinburgh', description: 'A student-run fund, stock pitches and insight into investment careers.', verified: true },
  { name: 'Warwick Coding Society', universitySlug: 'university-of-warwick', description: 'Weekly coding sessions, competitive programming and a summer hackathon.', verified: false },
  { name: 'Bristol Sustainability Society', universitySlug: 'university-of-bristol', description: 'Green careers, climate talks and volunteering around the city.', verified: false },
  { name: 'Leeds Marketing Society', universitySlug: 'university-of-leeds', description: 'Agency visits, brand challenges and workshops with marketing leaders.', verified: false },
  { name: 'Durham Debating and Public Speaking', universitySlug: 'durham-university', description: 'Competitive debating and public-speaking training open to all.', verified: true },
  { name: 'Glasgow Medical Careers Society', universitySlug: 'university-of-glasgow', description: 'Helping medical students explore specialties, research and careers outside medicine.', verified: false },
  { name: 'Nottingham Economics Society', universitySlug: 'university-of-nottingham', description: 'Talks from economists, a policy journal and a careers week every spring.', verified: false },
  { name: 'Birmingham African-Caribbean Society', universitySlug: 'university-of-birmingham', description: 'Culture, community and a careers programme with partner employers.', verified: true },
  { name: 'Sheffield Robotics Society', universitySlug: 'university-of-sheffield', description: 'Build robots, enter competitions and meet engineers from industry.', verified: false },
  { name: 'St Andrews Investment Society', universitySlug: 'university-of-st-andrews', description: 'Market updates, a stock-pitch competition and trips to London and Edinburgh.', verified: false },
  { name: 'Southampton Game Development Society', universitySlug: 'university-of-southampton', description: 'Game jams, art and design workshops, and studio visits.', verified: false },
  { name: 'Exeter Consulting Society', universitySlug: 'university-of-exeter', description: 'Case-interview practice, a consulting project scheme and firm presentations.', verified: true },
  { name: 'Queen Mary First-Generation Network', universitySlug: 'queen-mary-university-of-london', description: 'For students who are the first in their family at university: support, mentors and careers.', verified: true },
  { name: 'Cardiff Women in STEM', universitySlug: 'cardiff-university', description: 'Role models, skills workshops and a supportive community in science and engineering.', verified: false },
];
