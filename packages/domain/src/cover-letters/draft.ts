/**
 * The built-in cover-letter generator (spec §1 "build a cover letter"): a first draft from the
 * candidate's profile, their CV's text and the posting, with no network. It only claims skills
 * the CV shows; the posting decides which of them lead.
 */

export type CoverLetterCandidate = {
  firstName: string;
  lastName: string;
  university?: string | null;
  degree?: string | null;
  subject?: string | null;
  graduationYear?: number | null;
  cvText?: string | null;
};

export type CoverLetterPosting = {
  title?: string | null;
  company?: string | null;
  /** The posting's text (description), possibly pasted. */
  text?: string | null;
};

/** Skills a posting asks for and a CV shows, as they are written in a letter. */
export const COVER_LETTER_SKILLS: readonly { name: string; pattern: RegExp }[] = [
  { name: 'Python', pattern: /\bpython\b/i },
  { name: 'SQL', pattern: /\bsql\b/i },
  { name: 'Excel', pattern: /\bexcel\b/i },
  { name: 'JavaScript', pattern: /\bjavascript\b/i },
  { name: 'TypeScript', pattern: /\btypescript\b/i },
  { name: 'React', pattern: /\breact\b/i },
  { name: 'Java', pattern: /\bjava\b/i },
  { name: 'C++', pattern: /\bc\+\+/i },
  { name: 'R', pattern: /\bR\b(?![&'])/ },
  { name: 'data analysis', pattern: /\bdata analy(sis|tics)\b/i },
  { name: 'machine learning', pattern: /\bmachine learning\b/i },
  { name: 'statistics', pattern: /\bstatistic(s|al)\b/i },
  { name: 'financial modelling', pattern: /\bfinancial model(l)?ing\b/i },
  { name: 'accounting', pattern: /\baccounting\b/i },
  { name: 'research', pattern: /\bresearch\b/i },
  { name: 'marketing', pattern: /\bmarketing\b/i },
  { name: 'social media', pattern: /\bsocial media\b/i },
  { name: 'copywriting', pattern: /\bcopywriting\b/i },
  { name: 'design', pattern: /\b(graphic |ux |ui )?design\b/i },
  { name: 'Figma', pattern: /\bfigma\b/i },
  { name: 'project management', pattern: /\bproject management\b/i },
  { name: 'customer service', pattern: /\bcustomer service\b/i },
  { name: 'sales', pattern: /\bsales\b/i },
  { name: 'leadership', pattern: /\blead(ership|ing a team)\b/i },
  { name: 'teamwork', pattern: /\bteam ?work(ing)?\b/i },
  { name: 'communication', pattern: /\bcommunication\b/i },
  { name: 'presentation', pattern: /\bpresent(ation|ing)s?\b/i },
  { name: 'problem solving', pattern: /\bproblem[- ]solving\b/i },
];

const clean = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();

/** Skills found in a text, in the list's order. */
export const skillsIn = (text: string | null | undefined): string[] =>
  COVER_LETTER_SKILLS.filter((skill) => skill.pattern.test(text ?? '')).map((skill) => skill.name);

const list = (items: string[]) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** A pasted posting's title and company when they were not given: its first line, "at X". */
export const postingDetails = (posting: CoverLetterPosting) => {
  const text = posting.text ?? '';
  const firstLine = clean(text.split(/\n/).find((line) => line.trim()) ?? '');
  const title =
    clean(posting.title) || (firstLine.length <= 80 ? firstLine.replace(/\s+at\s+.*$/i, '') : '');
  const company =
    clean(posting.company) ||
    clean(/\bat[ \t]+([A-Z][\w&.'-]*(?:[ \t]+[A-Z][\w&.'-]*){0,3})/.exec(text)?.[1]) ||
    clean(/\bAbout[ \t]+([A-Z][\w&.'-]*(?:[ \t]+[A-Z][\w&.'-]*){0,3})/.exec(text)?.[1]);
  return { title, company };
};

/** The draft's paragraphs (plain text); the first is the greeting, the last the signature. */
export const draftCoverLetter = (
  candidate: CoverLetterCandidate,
  posting: CoverLetterPosting,
): string[] => {
  const { title, company } = postingDetails(posting);
  const name = clean(`${candidate.firstName} ${candidate.lastName}`);
  const role = title ? `the ${title} role` : 'this role';
  const at = company ? ` at ${company}` : '';

  const studies = [
    clean(candidate.degree),
    clean(candidate.subject) && `in ${clean(candidate.subject)}`,
  ]
    .filter(Boolean)
    .join(' ');
  const where = clean(candidate.university);
  const year = candidate.graduationYear ? `, graduating in ${candidate.graduationYear}` : '';
  const background = studies
    ? `I am studying for a ${studies}${where ? ` at ${where}` : ''}${year}`
    : where
      ? `I am a student at ${where}${year}`
      : '';

  const cvSkills = skillsIn(candidate.cvText);
  const asked = skillsIn(posting.text);
  const matched = cvSkills.filter((skill) => asked.includes(skill));
  const shown = (matched.length > 0 ? matched : cvSkills).slice(0, 4);

  const paragraphs = [company ? `Dear ${company} hiring team,` : 'Dear hiring team,'];
  paragraphs.push(
    `I would like to apply for ${role}${at}.${background ? ` ${background}, and I am keen to put what I have learnt to work.` : ''}`,
  );
  if (shown.length > 0) {
    paragraphs.push(
      matched.length > 0
        ? `You are looking for ${list(shown)}, and my CV shows I have used ${shown.length === 1 ? 'it' : 'each of them'} in my studies and experience.`
        : `My studies and experience have given me skills in ${list(shown)}, which I would bring to the role.`,
    );
  }
  paragraphs.push(
    `What draws me to ${company || 'your team'} is the chance to learn quickly, take on real responsibility and contribute from the first weeks.`,
  );
  paragraphs.push(
    'Thank you for considering my application. I would welcome the chance to talk about it.',
  );
  paragraphs.push(`Yours sincerely,\n${name}`);
  return paragraphs;
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char,
  );

/** Paragraphs as the rich-text editor's HTML (line breaks kept). */
export const paragraphsToHtml = (paragraphs: string[]): string =>
  paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`).join('');

/** The letter's plain text from its HTML (for word counts, suggestions and exports). */
export const coverLetterText = (html: string): string =>
  html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
