import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../../components/ui/button/button';
import { Form } from '../../../../components/ui/form/form';
import { toast } from '../../../../components/ui/toast/toast-store';
import {
  apiFieldErrorsOf,
  type FieldErrors,
  fieldErrorsOf,
  focusFirstInvalid,
  withoutErrorsOf,
} from '../../../../lib/forms/form-errors';
import styles from './organiser-form.module.css';

/** What a side's fields component takes: its values, their errors, and change callbacks. */
export interface OrganisationFieldsProps<Values> {
  values: Values;
  errors: FieldErrors;
  onChange: (next: Values, edited: string[]) => void;
  onUploadingChange: (uploading: boolean) => void;
}

export interface OrganisationCreateFormProps<Values, Body> {
  /** The translation prefix of the side's texts: `company` or `society`. */
  side: 'company' | 'society';
  initialValues: Values;
  /** The request body's inner object from the form's values. */
  bodyOf: (values: Values) => Record<string, unknown>;
  /** The contract's body schema, checked before sending so the form shows its errors at once. */
  schema: z.ZodType<Body>;
  /** Wraps the inner object under the body's root (`company`, `student_society`). */
  wrap: (body: Record<string, unknown>) => unknown;
  create: (body: Body) => Promise<unknown>;
  renderFields: (props: OrganisationFieldsProps<Values>) => ReactNode;
  onCreated: () => Promise<void> | void;
  /** Shown under the fields, above the button (a possible duplicate and its choices). */
  notice?: ReactNode;
}

/** Create the organiser's company or society; they run it from then on. */
export const OrganisationCreateForm = <Values, Body>({
  side,
  initialValues,
  bodyOf,
  schema,
  wrap,
  create,
  renderFields,
  onCreated,
  notice,
}: OrganisationCreateFormProps<Values, Body>) => {
  const { t } = useTranslation('organisers');
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);
  const titleId = `create-${side}-title`;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = bodyOf(values);
    const parsed = schema.safeParse(wrap(body));
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error, t('fields.required'), body));
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await create(parsed.data);
      toast.success(t(`${side}.onboarding.created`), { title: t('toast.successTitle') });
      await onCreated();
    } catch (failure) {
      setErrors(apiFieldErrorsOf(failure));
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t(`${side}.onboarding.createTitle`)}
      </h2>
      <p className={styles.sectionLead}>{t(`${side}.onboarding.createLead`)}</p>
      <Form ref={formRef} className={styles.form} onSubmit={submit} aria-labelledby={titleId}>
        {renderFields({
          values,
          errors,
          onChange: (next, edited) => {
            setValues(next);
            setErrors((current) => withoutErrorsOf(current, edited));
          },
          onUploadingChange: setUploading,
        })}
        {notice}
        <div className={styles.actions}>
          <Button type="submit" loading={saving} disabled={uploading}>
            {t(`${side}.onboarding.createSubmit`)}
          </Button>
        </div>
      </Form>
    </section>
  );
};
