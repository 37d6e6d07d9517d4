/**
 * Candidate preference options (spec §3), keyed exactly as the spec spells them,
 * `congnitive_disabilities` included. The options follow the questions UK employers and HESA ask
 * in equal-opportunities monitoring, and the Social Mobility Commission's measures of
 * socio-economic background.
 */
export const CANDIDATE_PREFERENCE_OPTIONS = {
  genders: ['Woman', 'Man', 'Non-binary', 'Prefer to self-describe', 'Prefer not to say'],
  physical_disabilities: [
    'No physical disability',
    'Physical impairment or mobility issues',
    'Blind or visual impairment',
    'Deaf or hearing impairment',
    'Long-standing illness or health condition',
    'Prefer not to say',
  ],
  congnitive_disabilities: [
    'No cognitive disability',
    'Specific learning difficulty (e.g. dyslexia, dyspraxia, ADHD)',
    'Autistic spectrum condition',
    'Mental health condition',
    'Developmental condition (e.g. speech and language)',
    'Prefer not to say',
  ],
  socio_economic_statuses: [
    'First in my family to go to university',
    'Eligible for free school meals',
    'Received a means-tested bursary or grant',
    'Attended a state-funded school',
    'Attended an independent (fee-paying) school',
    'Grew up in care',
    'Prefer not to say',
  ],
} as const;

export type CandidatePreferenceKey = keyof typeof CANDIDATE_PREFERENCE_OPTIONS;
