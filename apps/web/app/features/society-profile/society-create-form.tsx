import {
  CreateSocietyBodySchema,
  createSocietyContract,
  type NamedRecord,
} from '@gradway/domain/contracts';
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
} from './form-errors';
import styles from './organiser-form.module.css';
import {
  emptySocietyValues,
  SocietyFields,
  type SocietyFieldValues,
  societyBodyOf,
} from './society-fields';

export interface SocietyCreateFormProps {
  categories: readonly NamedRecord[];
  onCreated: () => Promise<void> | void;
}

/** Create a society: name, university, logo, description, categories. */
export const SocietyCreateForm = ({ categories, onCreated }: SocietyCreateFormProps) => {
  const { t } = useTranslation('organisers');
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<SocietyFieldValues>(emptySocietyValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = societyBodyOf(values);
    const parsed = CreateSocietyBodySchema.safeParse({ student_society: body });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error, t('fields.required'), body));
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await api(createSocietyContract, { body: parsed.data });
      toast.success(t('society.onboarding.created'), { title: t('toast.successTitle') });
      await onCreated();
    } catch (failure) {
      setErrors(apiFieldErrorsOf(failure));
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="create-title">
      <h2 id="create-title" className={styles.sectionTitle}>
        {t('society.onboarding.createTitle')}
      </h2>
      <p className={styles.sectionLead}>{t('society.onboarding.createLead')}</p>
      <Form ref={formRef} className={styles.form} onSubmit={submit} aria-labelledby="create-title">
        <SocietyFields
          values={values}
          errors={errors}
          onChange={(next, edited) => {
            setValues(next);
            setErrors((current) => withoutErrorsOf(current, edited));
          }}
          categories={categories}
          onUploadingChange={setUploading}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={saving} disabled={uploading}>
            {t('society.onboarding.createSubmit')}
          </Button>
        </div>
      </Form>
    </section>
  );
};
