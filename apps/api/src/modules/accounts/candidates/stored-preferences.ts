/** What `candidates.preferences` holds (ids; names are read when shown). */
export interface StoredPreferences {
  opportunity_types?: string[];
  industry_ids?: string[];
  area_of_responsibility_ids?: string[];
  city_ids?: string[];
  work_modes?: string[];
  minimum_salary?: number | null;
  experience_level?: string | null;
}
