import {
  type NamedRecord,
  type SocietyProfile,
  UpdateSocietyProfileBodySchema,
  updateSocietyProfileContract,
  WHO_CAN_POST_OPTIONS,
  WHO_CAN_REPLY_OPTIONS,
  type WhoCanPost,
  type WhoCanReply,
} from '@gradway/domain/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClassName } from '../../../../components/ui/button/button';
import { Card } from '../../../../components/ui/card/card';
import { Checkbox } from '../../../../components/ui/form/checkbox';
import { Form } from '../../../../components/ui/form/form';
import { RadioGroup } from '../../../../components/ui/form/radio-group';
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
import { SocietyFields, type SocietyFieldValues, societyBodyOf } from './society-fields';

interface PostSettings {
  who_can_post: WhoCanPost;
  who_can_reply_to_posts: WhoCanReply;
  show_media_uploads_from_posts: boolean;
  is_post_approval_required: boolean;
  approves_members: boolean;
}

const valuesOf = (profile: SocietyProfile): SocietyFieldValues => ({
  name: profile.name,
  university: profile.university
    ? { id: profile.university.id, name: profile.university.name }
    : null,
  iconUrl: profile.icon_url,
  description: editableDescription(profile.description),
  categoryIds: profile.categories.map((category) => category.id),
});

export interface SocietyEditPageProps {
  profile: SocietyProfile;
  categories: readonly NamedRecord[];
}

/** Everything about the society, plus who may post and reply in its community. */
export const SocietyEditPage = ({ profile, categories }: SocietyEditPageProps) => {
  const { t } = useTranslation('organisers');
  const navigate = useNavigate();
  const refreshUser = useRefreshCurrentUser();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(() => valuesOf(profile));
  const [settings, setSettings] = useState<PostSettings>({
    who_can_post: profile.who_can_post,
    who_can_reply_to_posts: profile.who_can_reply_to_posts,
    show_media_uploads_from_posts: profile.show_media_uploads_from_posts,
    is_post_approval_required: profile.is_post_approval_required,
    approves_members: profile.approves_members,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { university_id, ...society } = societyBodyOf(values);
    const parsed = UpdateSocietyProfileBodySchema.safeParse({
      student_society: { ...society, ...(university_id ? { university_id } : {}), ...settings },
    });
    const problems: FieldErrors = parsed.success
      ? {}
      : fieldErrorsOf(parsed.error, t('fields.required'), society);
    if (!university_id) problems.university_id = t('fields.required');
    if (!parsed.success || Object.keys(problems).length > 0) {
      setErrors(problems);
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await api(updateSocietyProfileContract, { body: parsed.data });
      toast.success(t('society.edit.saved'), { title: t('toast.successTitle') });
      await refreshUser();
      navigate('/society-profile');
    } catch (failure) {
      setErrors(apiFieldErrorsOf(failure));
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('society.edit.title')}</h1>
        <p className={styles.lead}>{t('society.edit.lead')}</p>
      </header>
      <div className={styles.stack}>
        <Form
          ref={formRef}
          className={styles.form}
          onSubmit={submit}
          aria-label={t('society.edit.title')}
        >
          <Card as="section" className={styles.section} aria-labelledby="about-title">
            <h2 id="about-title" className={styles.sectionTitle}>
              {t('society.edit.about')}
            </h2>
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
          </Card>
          <Card as="section" className={styles.section} aria-labelledby="posts-title">
            <h2 id="posts-title" className={styles.sectionTitle}>
              {t('society.edit.posts')}
            </h2>
            <p className={styles.sectionLead}>{t('society.edit.postsLead')}</p>
            <RadioGroup
              label={t('society.fields.whoCanPost')}
              name="who_can_post"
              options={WHO_CAN_POST_OPTIONS.map((value) => ({
                value,
                label: t(`society.options.post.${value}`),
              }))}
              value={settings.who_can_post}
              onValueChange={(value) =>
                setSettings({ ...settings, who_can_post: value as WhoCanPost })
              }
              invalid={Boolean(errors.who_can_post)}
              helperText={errors.who_can_post}
            />
            <RadioGroup
              label={t('society.fields.whoCanReply')}
              name="who_can_reply_to_posts"
              options={WHO_CAN_REPLY_OPTIONS.map((value) => ({
                value,
                label: t(`society.options.reply.${value}`),
              }))}
              value={settings.who_can_reply_to_posts}
              onValueChange={(value) =>
                setSettings({ ...settings, who_can_reply_to_posts: value as WhoCanReply })
              }
              invalid={Boolean(errors.who_can_reply_to_posts)}
              helperText={errors.who_can_reply_to_posts}
            />
            <Checkbox
              label={t('society.fields.showMedia')}
              helperText={t('society.fields.showMediaHelper')}
              checked={settings.show_media_uploads_from_posts}
              onChange={(event) =>
                setSettings({
                  ...settings,
                  show_media_uploads_from_posts: event.currentTarget.checked,
                })
              }
            />
            <Checkbox
              label={t('society.fields.approvalRequired')}
              helperText={t('society.fields.approvalRequiredHelper')}
              checked={settings.is_post_approval_required}
              onChange={(event) =>
                setSettings({ ...settings, is_post_approval_required: event.currentTarget.checked })
              }
            />
            <Checkbox
              label={t('society.fields.approvesMembers')}
              helperText={t('society.fields.approvesMembersHelper')}
              checked={settings.approves_members}
              onChange={(event) =>
                setSettings({ ...settings, approves_members: event.currentTarget.checked })
              }
            />
          </Card>
          <div className={styles.actions}>
            <Link to="/society-profile" className={buttonClassName({ variant: 'secondary' })}>
              {t('actions.cancel')}
            </Link>
            <Button type="submit" loading={saving} disabled={uploading}>
              {t('actions.save')}
            </Button>
          </div>
        </Form>
        <NotificationPreferencesSection showDigest side="organiser" className={styles.section} />
        <ShortLinkPanel />
      </div>
    </div>
  );
};
