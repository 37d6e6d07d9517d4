/**
 * Built-in AI-suggestion rules for cover letters (used offline, and when no provider is
 * configured): each takes a selection or the whole letter and answers the revised text.
 */

export const COVER_LETTER_SUGGESTION_KINDS = [
  'shorter',
  'more_formal',
  'warmer',
  'stronger_opening',
  'fix_grammar',
] as const;
export type CoverLetterSuggestionKind = (typeof COVER_LETTER_SUGGESTION_KINDS)[number];

type Rule = [RegExp, string];

const apply = (text: string, rules: Rule[]) =>
  rules.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);

const SHORTER: Rule[] = [
  [/\bI am writing to apply for\b/g, 'I am applying for'],
  [/\bI would like to apply for\b/g, 'I am applying for'],
  [/\bdue to the fact that\b/gi, 'because'],
  [/\bin order to\b/gi, 'to'],
  [/\bat this point in time\b/gi, 'now'],
  [/\ba (large|great) number of\b/gi, 'many'],
  [/\b(really|very|truly|extremely|quite|just|actually|basically) /gi, ''],
  [/\b(I believe|I think|I feel) that /g, ''],
];

const FORMAL: Rule[] = [
  [/\bI'm\b/g, 'I am'],
  [/\bI've\b/g, 'I have'],
  [/\bI'd\b/g, 'I would'],
  [/\bI'll\b/g, 'I will'],
  [/\bcan't\b/gi, 'cannot'],
  [/\bwon't\b/gi, 'will not'],
  [/\bdon't\b/gi, 'do not'],
  [/\bdoesn't\b/gi, 'does not'],
  [/\bit's\b/g, 'it is'],
  [/\bIt's\b/g, 'It is'],
  [/\bthat's\b/g, 'that is'],
  [/^Hi\b/gm, 'Dear'],
  [/^Hello\b/gm, 'Dear'],
  [/\bthanks\b/g, 'thank you'],
  [/\bThanks\b/g, 'Thank you'],
  [/\ba lot of\b/gi, 'considerable'],
  [/\bget to\b/g, 'have the opportunity to'],
  [/\bkeen\b/g, 'eager'],
  [/\bBest,/g, 'Yours sincerely,'],
  [/\bCheers,/g, 'Yours sincerely,'],
];

const WARMER: Rule[] = [
  [/\bI would like to apply for\b/g, 'I am delighted to apply for'],
  [/\bI am writing to apply for\b/g, 'I am delighted to apply for'],
  [/\bI am applying for\b/g, 'I am delighted to apply for'],
  [/\bI am interested in\b/g, 'I am genuinely excited about'],
  [
    /\bThank you for considering my application\./g,
    'Thank you so much for considering my application.',
  ],
  [/\bYours (sincerely|faithfully),/g, 'With warm regards,'],
  [/\bI would welcome the chance\b/g, 'I would love the chance'],
];

const GRAMMAR: Rule[] = [
  [/\b(\w+) \1\b/gi, '$1'],
  [/\bi\b/g, 'I'],
  [/\balot\b/gi, 'a lot'],
  [/\brecieve/gi, 'receive'],
  [/\bdefinately\b/gi, 'definitely'],
  [/\bseperate/gi, 'separate'],
  [/\bteh\b/gi, 'the'],
  [/\btheir is\b/gi, 'there is'],
  [/\bcould of\b/gi, 'could have'],
  [/\bwould of\b/gi, 'would have'],
  [/ +([,.;:!?])/g, '$1'],
  [/([,.;:!?])(?=[A-Za-z])/g, '$1 '],
  [/[ \t]{2,}/g, ' '],
];

/** A first sentence that says what the letter is, made into one that says why the candidate. */
const strongerOpening = (text: string): string => {
  const match =
    /^(\s*(?:Dear[^\n]*\n+)?)(I (?:am writing to apply|would like to apply|am applying|wish to apply) for ([^.]+?)\.)/.exec(
      text,
    );
  if (match) {
    const [, greeting = '', sentence = '', target = ''] = match;
    return `${greeting}${target.charAt(0).toUpperCase()}${target.slice(1)} is exactly where I want to put my skills to work, and I am applying with real enthusiasm.${text.slice(greeting.length + sentence.length)}`;
  }
  return text.replace(/^(\s*)([^.!?]+[.!?])/, (_, lead: string, first: string) =>
    /^(Dear|Hi|Hello)\b/.test(first)
      ? `${lead}${first}`
      : `${lead}${first.replace(/[.!?]$/, '')}, and I am applying with real enthusiasm.`,
  );
};

const fixGrammar = (text: string) => {
  const result = apply(text, GRAMMAR).replace(
    /(^|[.!?]\s+)([a-z])/g,
    (_, lead: string, letter: string) => `${lead}${letter.toUpperCase()}`,
  );
  return result.replace(/([A-Za-z0-9])\s*$/, '$1.');
};

/** The revised text for one kind of suggestion (the built-in rules). */
export const suggestCoverLetterEdit = (text: string, kind: CoverLetterSuggestionKind): string => {
  switch (kind) {
    case 'shorter':
      return apply(text, SHORTER).replace(/[ \t]{2,}/g, ' ');
    case 'more_formal':
      return apply(text, FORMAL);
    case 'warmer':
      return apply(text, WARMER);
    case 'stronger_opening':
      return strongerOpening(text);
    case 'fix_grammar':
      return fixGrammar(text);
  }
};
