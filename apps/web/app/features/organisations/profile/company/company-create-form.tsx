import { CreateCompanyBodySchema, createCompanyContract } from '@gradway/domain/contracts';
import { api } from '../../../../lib/api/api-client';
import { OrganisationCreateForm } from '../shared/organisation-create-form';
import {
  CompanyFields,
  type CompanyReferenceLists,
  companyBodyOf,
  emptyCompanyValues,
} from './company-fields';

export interface CompanyCreateFormProps {
  lists: CompanyReferenceLists;
  onCreated: () => Promise<void> | void;
}

/** Create the recruiter's company; they own its account. */
export const CompanyCreateForm = ({ lists, onCreated }: CompanyCreateFormProps) => (
  <OrganisationCreateForm
    side="company"
    initialValues={emptyCompanyValues}
    bodyOf={companyBodyOf}
    schema={CreateCompanyBodySchema}
    wrap={(company) => ({ company })}
    create={(body) => api(createCompanyContract, { body })}
    renderFields={(props) => <CompanyFields {...props} lists={lists} />}
    onCreated={onCreated}
  />
);
