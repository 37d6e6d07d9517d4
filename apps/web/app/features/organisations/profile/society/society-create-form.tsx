import {
  CreateSocietyBodySchema,
  createSocietyContract,
  type NamedRecord,
} from '@gradway/domain/contracts';
import { api } from '../../../../lib/api/api-client';
import { OrganisationCreateForm } from '../shared/organisation-create-form';
import { emptySocietyValues, SocietyFields, societyBodyOf } from './society-fields';

export interface SocietyCreateFormProps {
  categories: readonly NamedRecord[];
  onCreated: () => Promise<void> | void;
}

/** Create a society: name, university, logo, description, categories. */
export const SocietyCreateForm = ({ categories, onCreated }: SocietyCreateFormProps) => (
  <OrganisationCreateForm
    side="society"
    initialValues={emptySocietyValues}
    bodyOf={societyBodyOf}
    schema={CreateSocietyBodySchema}
    wrap={(student_society) => ({ student_society })}
    create={(body) => api(createSocietyContract, { body })}
    renderFields={(props) => <SocietyFields {...props} categories={categories} />}
    onCreated={onCreated}
  />
);
