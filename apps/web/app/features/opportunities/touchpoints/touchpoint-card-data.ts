import type { Touchpoint } from '@gradway/domain/contracts';

type Attributes = Touchpoint['attributes'];

/**
 * What a touchpoint card shows, and nothing else: a server-rendered list sends its loader data
 * with the page (React Router serialises it into the HTML), so a page of cards carries these
 * fields rather than whole touchpoints.
 */
export interface TouchpointCardData {
  id: string;
  attributes: Pick<
    Attributes,
    | 'id'
    | 'title'
    | 'touchpointable_type'
    | 'start_date'
    | 'time_zone'
    | 'application_deadline'
    | 'isExpired'
    | 'applications'
    | 'minimum_salary'
    | 'maximum_salary'
    | 'pay_currency'
    | 'salary_estimated'
    | 'working_model'
    | 'icon_url'
    | 'avatar_urls'
  > & {
    cities: { name: string }[];
    area_of_responsibilities: { name: string }[];
    creatable_for: { name: string; icon_url: string | null };
  };
}

/** A touchpoint cut down to what its card shows. */
export const toCardData = ({ id, attributes: a }: Touchpoint): TouchpointCardData => ({
  id,
  attributes: {
    id: a.id,
    title: a.title,
    touchpointable_type: a.touchpointable_type,
    start_date: a.start_date,
    time_zone: a.time_zone,
    application_deadline: a.application_deadline,
    isExpired: a.isExpired,
    applications: a.applications,
    minimum_salary: a.minimum_salary,
    maximum_salary: a.maximum_salary,
    pay_currency: a.pay_currency,
    salary_estimated: a.salary_estimated,
    working_model: a.working_model,
    icon_url: a.icon_url,
    // Event cards show up to 10 registrants' pictures (spec §2).
    avatar_urls: a.avatar_urls.slice(0, 10),
    cities: a.cities.map((city) => ({ name: city.name })),
    area_of_responsibilities: a.area_of_responsibilities.map((area) => ({ name: area.name })),
    creatable_for: { name: a.creatable_for.name, icon_url: a.creatable_for.icon_url },
  },
});
