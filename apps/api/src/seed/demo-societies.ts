/**
 * The demo's student societies. The names are invented; the universities are real reference data.
 */
export interface DemoSociety {
  name: string;
  universitySlug: string;
  description: string;
  verified: boolean;
}

export const DEMO_SOCIETIES: readonly DemoSociety[] = [
  {
    name: 'UCL Technology Society',
    universitySlug: 'university-college-london',
    description:
      'Hackathons, tech talks and a friendly community for anyone curious about building software.',
    verified: true,
  },
  {
    name: 'LSE Finance Society',
    universitySlug: 'london-school-of-economics-and-political-science',
    description:
      'Careers in banking, asset management and trading, from spring weeks to graduate offers.',
    verified: true,
  },
  {
    name: 'Imperial Entrepreneurs',
    universitySlug: 'imperial-college-london',
    description:
      'For founders and future founders: pitch nights, mentoring and a startup accelerator.',
    verified: true,
  },
  {
    name: "King's Law Society",
    universitySlug: 'kings-college-london',
    description: 'Vacation schemes, mooting and networking with City and regional law firms.',
    verified: true,
  },
  {
    name: 'Oxford Women in Business',
    universitySlug: 'university-of-oxford',
    description: 'Speaker events, workshops and a mentoring scheme for women across every subject.',
    verified: true,
  },
  {
    name: 'Cambridge University Data Science Society',
    universitySlug: 'university-of-cambridge',
    description: 'Talks, reading groups and a termly Kaggle-style competition.',
    verified: true,
  },
  {
    name: 'Manchester Engineering Society',
    universitySlug: 'university-of-manchester',
    description: 'Site visits, industry dinners and socials for engineers of every discipline.',
    verified: false,
  },
  {
    name: 'Edinburgh University Investment Society',
    universitySlug: 'university-of-edinburgh',
    description: 'A student-run fund, stock pitches and insight into investment careers.',
    verified: true,
  },
  {
    name: 'Warwick Coding Society',
    universitySlug: 'university-of-warwick',
    description: 'Weekly coding sessions, competitive programming and a summer hackathon.',
    verified: false,
  },
  {
    name: 'Bristol Sustainability Society',
    universitySlug: 'university-of-bristol',
    description: 'Green careers, climate talks and volunteering around the city.',
    verified: false,
  },
  {
    name: 'Leeds Marketing Society',
    universitySlug: 'university-of-leeds',
    description: 'Agency visits, brand challenges and workshops with marketing leaders.',
    verified: false,
  },
  {
    name: 'Durham Debating and Public Speaking',
    universitySlug: 'durham-university',
    description: 'Competitive debating and public-speaking training open to all.',
    verified: true,
  },
  {
    name: 'Glasgow Medical Careers Society',
    universitySlug: 'university-of-glasgow',
    description:
      'Helping medical students explore specialties, research and careers outside medicine.',
    verified: false,
  },
  {
    name: 'Nottingham Economics Society',
    universitySlug: 'university-of-nottingham',
    description: 'Talks from economists, a policy journal and a careers week every spring.',
    verified: false,
  },
  {
    name: 'Birmingham African-Caribbean Society',
    universitySlug: 'university-of-birmingham',
    description: 'Culture, community and a careers programme with partner employers.',
    verified: true,
  },
  {
    name: 'Sheffield Robotics Society',
    universitySlug: 'university-of-sheffield',
    description: 'Build robots, enter competitions and meet engineers from industry.',
    verified: false,
  },
  {
    name: 'St Andrews Investment Society',
    universitySlug: 'university-of-st-andrews',
    description: 'Market updates, a stock-pitch competition and trips to London and Edinburgh.',
    verified: false,
  },
  {
    name: 'Southampton Game Development Society',
    universitySlug: 'university-of-southampton',
    description: 'Game jams, art and design workshops, and studio visits.',
    verified: false,
  },
  {
    name: 'Exeter Consulting Society',
    universitySlug: 'university-of-exeter',
    description: 'Case-interview practice, a consulting project scheme and firm presentations.',
    verified: true,
  },
  {
    name: 'Queen Mary First-Generation Network',
    universitySlug: 'queen-mary-university-of-london',
    description:
      'For students who are the first in their family at university: support, mentors and careers.',
    verified: true,
  },
  {
    name: 'Cardiff Women in STEM',
    universitySlug: 'cardiff-university',
    description:
      'Role models, skills workshops and a supportive community in science and engineering.',
    verified: false,
  },
];
