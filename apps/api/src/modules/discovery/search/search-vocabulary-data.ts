/**
 * The search's field vocabulary, kept as data (decision 024): what a query word also means. It is
 * applied to the query only — stored text is never rewritten — and matches through it rank below
 * the words as typed (see `search.repository`).
 *
 * - `WORD_FAMILIES`: forms of one word that PostgreSQL's English stemmer keeps apart
 *   ("science" → `scienc`, "scientist" → `scientist`). Forms it already joins (engineer /
 *   engineering → `engin`, account / accountant / accounting → `account`) need no entry.
 * - `RELATED_TERMS`: the terms of a field a candidate means by one word ("law": legal, solicitor,
 *   paralegal, training contract). Multi-word terms are phrases.
 *
 * Each list is symmetric for families (every member finds the others) and one-way for fields (a
 * search for "solicitor" does not widen to every legal job).
 */
export const WORD_FAMILIES: readonly (readonly string[])[] = [
  ['science', 'scientist', 'scientific', 'sciences'],
  ['economics', 'economist', 'economic'],
  ['analytics', 'analyst', 'analysis', 'analytical'],
  ['design', 'designer'],
  ['research', 'researcher'],
  ['law', 'lawyer'],
  ['physics', 'physicist'],
  ['chemistry', 'chemist', 'chemical'],
  ['biology', 'biologist', 'biological'],
  ['psychology', 'psychologist'],
  ['statistics', 'statistician', 'statistical'],
  ['mathematics', 'mathematician', 'maths', 'math'],
  ['architecture', 'architect'],
  ['journalism', 'journalist'],
  ['actuary', 'actuarial'],
  ['teach', 'teacher', 'teaching', 'tutor'],
  ['consult', 'consultant', 'consulting', 'consultancy'],
  ['finance', 'financial'],
  ['accounting', 'accountant', 'accountancy'],
  ['engineer', 'engineering'],
  ['market', 'markets'],
  ['marketing', 'marketer'],
  ['trade', 'trader', 'trading'],
  ['intern', 'internship', 'placement'],
];

export const RELATED_TERMS: Readonly<Record<string, readonly string[]>> = {
  law: ['legal', 'solicitor', 'paralegal', 'training contract', 'barrister', 'counsel'],
  legal: ['law', 'solicitor', 'paralegal', 'training contract'],
  finance: ['financial', 'banking', 'accounting', 'accountant', 'treasury', 'audit', 'tax'],
  banking: ['bank', 'investment', 'capital markets', 'finance'],
  accounting: ['accountant', 'audit', 'tax', 'aca', 'finance'],
  tech: ['technology', 'software', 'full stack', 'engineer', 'data', 'cloud', 'devops'],
  technology: ['software', 'full stack', 'engineer', 'data', 'cloud', 'devops', 'it'],
  it: ['technology', 'software', 'support', 'systems'],
  software: ['full stack', 'backend', 'frontend', 'devops', 'platform engineer'],
  programming: ['software', 'full stack', 'backend', 'frontend'],
  coding: ['software', 'full stack', 'backend', 'frontend'],
  python: ['data', 'software', 'backend', 'machine learning', 'scientist', 'quant'],
  javascript: ['software', 'full stack', 'frontend', 'react'],
  java: ['software', 'backend', 'full stack'],
  ml: ['machine learning', 'ai', 'data scientist'],
  ai: ['machine learning', 'data scientist'],
  hr: ['people', 'talent', 'recruitment', 'human resources'],
  recruitment: ['talent', 'hr', 'people'],
  marketing: ['brand', 'digital', 'content', 'communications', 'copywriter'],
  pr: ['communications', 'comms', 'public relations'],
  media: ['content', 'editorial', 'communications', 'journalism'],
  journalism: ['editorial', 'content', 'media'],
  writing: ['copywriter', 'content', 'editorial'],
  consulting: ['strategy', 'advisory', 'consultant'],
  strategy: ['consulting', 'strategic'],
  sustainability: ['esg', 'environmental', 'carbon', 'climate'],
  environment: ['environmental', 'sustainability', 'esg', 'carbon'],
  climate: ['sustainability', 'environmental', 'carbon', 'esg'],
  green: ['sustainability', 'environmental', 'carbon'],
  government: ['policy', 'public', 'civil service'],
  policy: ['public affairs', 'government'],
  charity: ['social impact', 'volunteering', 'non-profit'],
  teaching: ['teacher', 'tutor', 'education'],
  education: ['teacher', 'tutor', 'teaching'],
  health: ['healthcare', 'clinical', 'pharmaceutical'],
  pharma: ['pharmaceutical', 'laboratory', 'clinical'],
  quant: ['quantitative', 'trading', 'trader'],
  trading: ['trader', 'markets', 'quant'],
  investment: ['investing', 'banking', 'portfolio', 'asset management'],
  security: ['cyber', 'soc'],
  cyber: ['security', 'soc'],
  ux: ['user experience', 'design', 'researcher'],
  ui: ['design', 'designer', 'frontend'],
  supply: ['logistics', 'procurement'],
  logistics: ['supply chain', 'procurement'],
  sales: ['business development', 'account', 'customer'],
  graduate: ['graduate scheme', 'trainee', 'junior', 'entry level'],
  insight: ['spring week', 'insight day', 'open day'],
  networking: ['mixer', 'social', 'meet'],
  careers: ['career', 'fair', 'recruitment'],
};
