import { CreateCompanyBodySchema, createCompanyContract } from '@gradway/domain/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button/button';
import { Form } from '../../components/ui/form/form';
import { toast } from '../../components/ui/toast/toast-store';
import { api } from '../../lib/api/api-client';
import {
  apiFieldErrorsOf,
  type FieldErrors,
  fieldErrorsOf,
  focusFirstInvalid,
  withoutErrorsOf,
} from '../society-profile/form-errors';
import styles from '../society-profile/organiser-form.module.css';
import {
  CompanyFields,
  type CompanyFieldValues,
  type CompanyReferenceLists,
  companyBodyOf,
  emptyCompanyValues,
} from './company-fields';

export interface CompanyCreateFormProps {
  lists: CompanyReferenceLists;
  onCreated: () => Promise<void> | void;
}

/** Create the recruiter's company; they own its account. */
export const CompanyCreateForm = ({ lists, onCreated }: CompanyCreateFormProps) => {
  const { t } = useTranslation('organisers');
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<CompanyFieldValues>(emptyCompanyValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = companyBodyOf(values);
    const parsed = CreateCompanyBodySchema.safeParse({ company: body });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error, t('fields.required'), body));
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await api(createCompanyContract, { body: parsed.data });
      toast.success(t('company.onboarding.created'), { title: t('toast.successTitle') });
      await onCreated();
    } catch (failure) {
      setErrors(apiFieldErrorsOf(failure));
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="create-company-title">
      <h2 id="create-company-title" className={styles.sectionTitle}>
        {t('company.onboarding.createTitle')}
      </h2>
      <p className={styles.sectionLead}>{t('company.onboarding.createLead')}</p>
      <Form
        ref={formRef}
        className={styles.form}
        onSubmit={submit}
        aria-labelledby="create-company-title"
      >
        <CompanyFields
          values={values}
          errors={errors}
          onChange={(next, edited) => {
            setValues(next);
            setErrors((current) => withoutErrorsOf(current, edited));
          }}
          lists={lists}
          onUploadingChange={setUploading}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={saving} disabled={uploading}>
            {t('company.onboarding.createSubmit')}
          </Button>
        </div>
      </Form>
    </section>
  );
};
