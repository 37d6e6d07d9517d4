import {
  type CompanyProfile,
  decideCompanyJoinRequestContract,
  type OrganiserRequestDecision,
  UpdateCompanyProfileBodySchema,
  updateCompanyProfileContract,
} from '@gradway/domain/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../../components/ui/avatar/avatar';
import { Button } from '../../../../components/ui/button/button';
import { Card } from '../../../../components/ui/card/card';
import { Form } from '../../../../components/ui/form/form';
import { toast } from '../../../../components/ui/toast/toast-store';
import { api } from '../../../../lib/api/api-client';
import {
  apiFieldErrorsOf,
  type FieldErrors,
  fieldErrorsOf,
  focusFirstInvalid,
  withoutErrorsOf,
} from '../../../../lib/forms/form-errors';
import { useRefreshCurrentUser } from '../../../../lib/session/use-refresh-current-user';
import { NotificationPreferencesSection } from '../../../messaging/notifications';
import { ShortLinkPanel } from '../../short-link';
import { editableDescription } from '../shared/description-field';
import styles from '../shared/organiser-form.module.css';
import { OrganiserRequests } from '../shared/organiser-requests';
import { VerificationBadges } from '../shared/verification-badges';
import {
  CompanyFields,
  type CompanyFieldValues,
  type CompanyReferenceLists,
  companyBodyOf,
} from './company-fields';

const valuesOf = (profile: CompanyProfile): CompanyFieldValues => ({
  name: profile.name,
  iconUrl: profile.icon_url,
  companySizeId: profile.company_size?.id ?? '',
  industryId: profile.industry?.id ?? null,
  description: editableDescription(profile.description),
  website: profile.website ?? '',
  offices: profile.offices,
});

export interface CompanyEditPageProps {
  profile: CompanyProfile;
  lists: CompanyReferenceLists;
}

/** The company's profile (name, logo, size, industry, description, website, offices). */
export const CompanyEditPage = ({ profile: initial, lists }: CompanyEditPageProps) => {
  const { t } = useTranslation('organisers');
  const refreshUser = useRefreshCurrentUser();
  const formRef = useRef<HTMLFormElement>(null);
  const [profile, setProfile] = useState(initial);
  const [values, setValues] = useState(() => valuesOf(initial));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = companyBodyOf(values);
    const parsed = UpdateCompanyProfileBodySchema.safeParse({ company: body });
    const problems: FieldErrors = parsed.success
      ? {}
      : fieldErrorsOf(parsed.error, t('fields.required'), body);
    if (!body.company_size_id) problems.company_size_id = t('fields.required');
    if (!body.industry_id) problems.industry_id = t('fields.required');
    if (!parsed.success || Object.keys(problems).length > 0) {
      setErrors(problems);
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const document = await api(updateCompanyProfileContract, { body: parsed.data });
      setProfile(document.data.attributes);
      toast.success(t('company.edit.saved'), { title: t('toast.successTitle') });
      await refreshUser();
    } catch (failure) {
      setErrors(apiFieldErrorsOf(failure));
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
    } finally {
      setSaving(false);
    }
  };

  const decide = async (id: string, decision: OrganiserRequestDecision) => {
    const document = await api(decideCompanyJoinRequestContract, {
      params: { id },
      body: { decision },
    });
    setProfile(document.data.attributes);
    toast.success(t(decision === 'approve' ? 'requests.approved' : 'requests.declined'), {
      title: t('toast.successTitle'),
    });
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.profileTop}>
          <Avatar src={profile.icon_url} name={profile.name} size="lg" square />
          <div className={styles.profileName}>
            <h1 className={styles.title}>{t('company.edit.title')}</h1>
            <VerificationBadges
              isVerified={profile.is_verified}
              isProviderVerified={profile.is_provider_verified}
              isPublic={profile.is_public}
            />
          </div>
        </div>
        <p className={styles.lead}>
          {profile.is_public
            ? t('company.edit.publicAt', { url: profile.public_url })
            : t('company.edit.notPublicYet', { url: profile.public_url })}
        </p>
      </header>
      <div className={styles.stack}>
        <OrganiserRequests
          title={t('company.edit.requestsTitle')}
          lead={t('company.edit.requestsLead')}
          requests={profile.pending_join_requests}
          decide={decide}
        />
        <Form
          ref={formRef}
          className={styles.form}
          onSubmit={submit}
          aria-label={t('company.edit.title')}
        >
          <Card as="section" className={styles.section}>
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
          </Card>
          <div className={styles.actions}>
            <Button type="submit" loading={saving} disabled={uploading}>
              {t('actions.save')}
            </Button>
          </div>
        </Form>
        <ShortLinkPanel />
        <NotificationPreferencesSection showDigest side="organiser" className={styles.section} />
      </div>
    </div>
  );
};
