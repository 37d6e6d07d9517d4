import {
  CreateCompanyBodySchema,
  createCompanyContract,
  type DuplicateCompanyError,
  DuplicateCompanyErrorSchema,
} from '@gradway/domain/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button/button';
import { Checkbox } from '../../../../components/ui/form/checkbox';
import { Icon } from '../../../../components/ui/icon/icon';
import { api } from '../../../../lib/api/api-client';
import { isApiError } from '../../../../lib/api/api-error';
import { OrganisationCreateForm } from '../shared/organisation-create-form';
import styles from '../shared/organiser-form.module.css';
import {
  CompanyFields,
  type CompanyReferenceLists,
  companyBodyOf,
  emptyCompanyValues,
} from './company-fields';

type Duplicate = DuplicateCompanyError['duplicate_of'];

export interface CompanyCreateFormProps {
  lists: CompanyReferenceLists;
  onCreated: () => Promise<void> | void;
  /** Whether the recruiter may ask to join this company (it uses their email domain). */
  canJoin: (companyId: string) => boolean;
  onJoin: (companyId: string) => Promise<void>;
}

/** The company a 409 says the new one may duplicate, if that is what the failure is. */
const duplicateOf = (failure: unknown): Duplicate | null => {
  if (!isApiError(failure) || failure.status !== 409) return null;
  const parsed = DuplicateCompanyErrorSchema.safeParse(failure.body);
  return parsed.success ? parsed.data.duplicate_of : null;
};

/**
 * Create the recruiter's company; they own its account. A name that reads the same as a company
 * already here (decision 031) shows that company, to ask to join it (when it uses the recruiter's
 * email domain) or see its page, and a confirmation that theirs is a different company.
 */
export const CompanyCreateForm = ({
  lists,
  onCreated,
  canJoin,
  onJoin,
}: CompanyCreateFormProps) => {
  const { t } = useTranslation('organisers');
  const [duplicate, setDuplicate] = useState<Duplicate | null>(null);
  const [different, setDifferent] = useState(false);
  const [joining, setJoining] = useState(false);

  const create = async (body: typeof CreateCompanyBodySchema._output) => {
    try {
      return await api(
        createCompanyContract,
        { body: different ? { ...body, confirm_duplicate_name: true } : body },
        { expected: [409] },
      );
    } catch (failure) {
      const found = duplicateOf(failure);
      if (found) setDuplicate(found);
      throw failure;
    }
  };

  const join = async (companyId: string) => {
    setJoining(true);
    try {
      await onJoin(companyId);
    } finally {
      setJoining(false);
    }
  };

  const notice = duplicate ? (
    <div className={styles.duplicate} role="alert" aria-labelledby="duplicate-title">
      <Icon name="info" size={20} />
      <div className={styles.duplicateBody}>
        <h3 id="duplicate-title" className={styles.duplicateTitle}>
          {t('company.onboarding.duplicateTitle', { name: duplicate.name })}
        </h3>
        <p>
          {canJoin(duplicate.id)
            ? t('company.onboarding.duplicateJoinable')
            : t('company.onboarding.duplicateElsewhere')}
        </p>
        <p className={styles.duplicateActions}>
          <a href={`/companies/${duplicate.slug}`} target="_blank" rel="noopener noreferrer">
            {t('company.onboarding.duplicateView', { name: duplicate.name })}
          </a>
          {canJoin(duplicate.id) ? (
            <Button
              size="sm"
              variant="secondary"
              loading={joining}
              aria-label={t('company.onboarding.joinLabel', { name: duplicate.name })}
              onClick={() => join(duplicate.id)}
            >
              {t('company.onboarding.join')}
            </Button>
          ) : null}
        </p>
        <Checkbox
          label={t('company.onboarding.duplicateConfirm', { name: duplicate.name })}
          checked={different}
          onChange={(event) => setDifferent(event.target.checked)}
        />
      </div>
    </div>
  ) : null;

  return (
    <OrganisationCreateForm
      side="company"
      initialValues={emptyCompanyValues}
      bodyOf={companyBodyOf}
      schema={CreateCompanyBodySchema}
      wrap={(company) => ({ company })}
      create={create}
      renderFields={(props) => (
        <CompanyFields
          {...props}
          onChange={(next, edited) => {
            // Another name is another question: the warning goes until the API asks again.
            if (edited.includes('name')) {
              setDuplicate(null);
              setDifferent(false);
            }
            props.onChange(next, edited);
          }}
          lists={lists}
        />
      )}
      onCreated={onCreated}
      notice={notice}
    />
  );
};
