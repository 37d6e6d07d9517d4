import { describe, expect, it } from 'vitest';
import { wordCount } from '../validation/field-rules';
import {
  type CoverLetterCandidate,
  type CoverLetterPosting,
  coverLetterText,
  draftCoverLetter,
  paragraphsToHtml,
} from './draft';
import { COVER_LETTER_SUGGESTION_KINDS, suggestCoverLetterEdit } from './suggestions';

const PRIYA: CoverLetterCandidate = {
  firstName: 'Priya',
  lastName: 'Shah',
  university: 'University of Leeds',
  degree: 'BSc',
  subject: 'Computer Science',
  graduationYear: 2026,
  cvText:
    'Projects in Python and SQL. Led a team of four. Built a React app. Data analysis for a society.',
};
const TOM: CoverLetterCandidate = {
  firstName: 'Tom',
  lastName: 'Reid',
  university: null,
  degree: null,
  subject: null,
  graduationYear: null,
  cvText: 'Retail customer service and sales. Social media for a café.',
};
const NO_CV: CoverLetterCandidate = { firstName: 'Ana', lastName: 'Lopes', university: 'UCL' };

const DATA_JOB: CoverLetterPosting = {
  title: 'Graduate Data Analyst',
  company: 'Northwind',
  text: 'We want someone confident with SQL and Excel, with strong data analysis and communication.',
};
const PASTED: CoverLetterPosting = {
  text: 'Marketing Assistant at Bright Ideas Ltd\nYou will run our social media, write copy and support sales events.',
};
const BARE: CoverLetterPosting = { text: '' };

/** Profiles × postings, and what each draft must (and must not) say. */
const CASES: {
  candidate: CoverLetterCandidate;
  posting: CoverLetterPosting;
  mentions: string[];
  never: string[];
}[] = [
  {
    candidate: PRIYA,
    posting: DATA_JOB,
    mentions: [
      'Dear Northwind hiring team,',
      'Graduate Data Analyst role at Northwind',
      'BSc in Computer Science at University of Leeds, graduating in 2026',
      'SQL and data analysis',
      'Priya Shah',
    ],
    // Excel is asked but not on her CV: the letter never claims it.
    never: ['Excel', 'React'],
  },
  {
    candidate: TOM,
    posting: PASTED,
    mentions: [
      'Dear Bright Ideas Ltd hiring team,',
      'the Marketing Assistant role at Bright Ideas Ltd',
      'social media and sales',
      'Tom Reid',
    ],
    never: ['studying', 'customer service'],
  },
  {
    candidate: PRIYA,
    posting: PASTED,
    mentions: ['Marketing Assistant', 'skills in Python, SQL, React and data analysis'],
    never: ['You are looking for'],
  },
  {
    candidate: NO_CV,
    posting: BARE,
    mentions: [
      'Dear hiring team,',
      'I would like to apply for this role.',
      'I am a student at UCL',
      'your team',
      'Ana Lopes',
    ],
    never: ['skills in', 'undefined', 'null'],
  },
];

describe('the built-in cover-letter draft', () => {
  it.each(CASES)(
    'drafts from the profile, CV and posting ($candidate.firstName, $posting.title)',
    ({ candidate, posting, mentions, never }) => {
      const text = draftCoverLetter(candidate, posting).join('\n\n');
      for (const phrase of mentions) expect(text).toContain(phrase);
      for (const phrase of never) expect(text).not.toContain(phrase);
    },
  );

  it('is a short letter: a greeting, a few paragraphs and the signature', () => {
    const paragraphs = draftCoverLetter(PRIYA, DATA_JOB);
    expect(paragraphs[0]).toMatch(/^Dear /);
    expect(paragraphs.at(-1)).toBe('Yours sincerely,\nPriya Shah');
    const words = wordCount(paragraphs.join(' '));
    expect(words).toBeGreaterThan(60);
    expect(words).toBeLessThan(250);
  });

  it('turns into the editor’s HTML and back into the same text, escaping markup', () => {
    const html = paragraphsToHtml(['Dear <b>team</b> & co,', 'Yours sincerely,\nPriya']);
    expect(html).toBe(
      '<p>Dear &lt;b&gt;team&lt;/b&gt; &amp; co,</p><p>Yours sincerely,<br>Priya</p>',
    );
    expect(coverLetterText(html)).toBe('Dear <b>team</b> & co,\n\nYours sincerely,\nPriya');
  });
});

describe('built-in suggestions', () => {
  it.each([
    [
      'shorter',
      'I am writing to apply for the role. I really think that I am very keen in order to learn.',
      'I am applying for the role. I am keen to learn.',
    ],
    [
      'more_formal',
      "Hi team, I'm keen and I'd love to help. Thanks",
      'Dear team, I am eager and I would love to help. Thank you',
    ],
    [
      'warmer',
      'I would like to apply for the role.\nYours sincerely,',
      'I am delighted to apply for the role.\nWith warm regards,',
    ],
    [
      'stronger_opening',
      'Dear team,\nI am writing to apply for the analyst role at Acme. I study maths.',
      'Dear team,\nThe analyst role at Acme is exactly where I want to put my skills to work, and I am applying with real enthusiasm. I study maths.',
    ],
    [
      'fix_grammar',
      'i recieve alot of of feedback , and i use it.their is more',
      'I receive a lot of feedback, and I use it. There is more.',
    ],
  ] as const)('%s', (kind, before, after) => {
    expect(suggestCoverLetterEdit(before, kind)).toBe(after);
  });

  it('leaves text with nothing to change as it is (except the opening, which it always strengthens)', () => {
    const plain = 'Dear team,\nThank you.';
    for (const kind of COVER_LETTER_SUGGESTION_KINDS.filter((k) => k !== 'stronger_opening')) {
      expect(suggestCoverLetterEdit(plain, kind)).toBe(plain);
    }
  });
});
