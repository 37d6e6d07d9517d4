/** The directory's filters as the address carries them: `?name=&industry=&city=&page=`. */
export interface CompanyFiltersInput {
  name: string;
  industry: string;
  city: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const filtersOf = (request: Request): CompanyFiltersInput => {
  const search = new URL(request.url).searchParams;
  const text = (key: string) => (search.get(key) ?? '').trim().slice(0, 100);
  const industry = text('industry');
  return { name: text('name'), industry: UUID.test(industry) ? industry : '', city: text('city') };
};

/** The address of a page of results with these filters (empty ones left out). */
export const companiesPath = (filters: CompanyFiltersInput, page = 1): string => {
  const search = new URLSearchParams();
  if (filters.name) search.set('name', filters.name);
  if (filters.industry) search.set('industry', filters.industry);
  if (filters.city) search.set('city', filters.city);
  if (page > 1) search.set('page', String(page));
  const query = search.toString();
  return query ? `/companies?${query}` : '/companies';
};
