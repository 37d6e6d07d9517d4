import { educationTypeLabel } from '@gradway/domain';
import {
  type CandidateProfile,
  HttpUrlSchema,
  type UpdateCandidateBody,
  updateCandidateContract,
} from '@gradway/domain/contracts';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge/badge';
import { Button } from '../../../components/ui/button/button';
import { Card } from '../../../components/ui/card/card';
import { Form } from '../../../components/ui/form/form';
import { TextArea, TextField } from '../../../components/ui/form/text-field';
import { Icon } from '../../../components/ui/icon/icon';
import { toast } from '../../../components/ui/toast/toast-store';
import { api } from '../../../lib/api/api-client';
import { setCurrentUser } from '../../../lib/session/current-user';
import {
  answersChange,
  type CandidateReferenceData,
  CvUploadField,
  EducationFields,
  educationChange,
  educationErrorsOf,
  focusFirstInvalid,
  LookingForFields,
  lookingForChange,
  lookingForErrorsOf,
  type OnboardingValues,
  PreferenceOptionsFields,
  valuesFromProfile,
} from '../onboarding';
import styles from '../onboarding/onboarding.module.css';
import { AvatarField } from './avatar-field';

export interface ProfilePageProps {
  profile: CandidateProfile;
  reference: CandidateReferenceData;
}

interface SectionProps {
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
}

const Section = ({ id, title, lead, children }: SectionProps) => (
  <Card as="section" className={styles.card} aria-labelledby={id}>
    <div className={styles.stepHeader}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {lead ? <p className={styles.muted}>{lead}</p> : null}
    </div>
    {children}
  </Card>
);

/**
 * `/candidate/profile`: the candidate sees and edits their profile: picture, name, bio, LinkedIn,
 * education, what they look for, CV and the optional preference options. Each part saves on its
 * own; a failed save keeps what was typed.
 */
export const ProfilePage = ({ profile: initial, reference }: ProfilePageProps) => {
  const { t } = useTranslation('candidate');
  const [profile, setProfile] = useState(initial);
  const [values, setValues] = useState<OnboardingValues>(() => valuesFromProfile(initial));
  const [about, setAbout] = useState({
    bio: initial.bio ?? '',
    linkedin_url: initial.linkedin_url ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [saving, setSaving] = useState<string | null>(null);

  const save = async (
    section: string,
    form: HTMLFormElement,
    found: Record<string, string | undefined>,
    candidate: UpdateCandidateBody,
  ) => {
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      requestAnimationFrame(() => focusFirstInvalid(form));
      return;
    }
    setSaving(section);
    try {
      const document = await api(updateCandidateContract, { body: candidate });
      setCurrentUser(document.data.attributes);
      toast.success(t('profile.saved'), { title: t('toast.successTitle') });
    } catch {
      // The API client showed the error; the form keeps its values.
    } finally {
      setSaving(null);
    }
  };

  const submitAbout = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const education = educationErrorsOf(values);
    const found: Record<string, string | undefined> = {
      first_name: education.first_name,
      last_name: education.last_name,
    };
    const linkedin = about.linkedin_url.trim();
    if (linkedin && !HttpUrlSchema.safeParse(linkedin).success)
      found.linkedin_url = t('profile.linkedinInvalid');
    void save('about', event.currentTarget, found, {
      candidate: {
        first_name: values.education.first_name.trim(),
        last_name: values.education.last_name.trim(),
        bio: about.bio.trim() || null,
        linkedin_url: linkedin || null,
      },
    });
  };

  const submitEducation = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { first_name: _first, last_name: _last, ...found } = educationErrorsOf(values);
    const { first_name: _f, last_name: _l, ...change } = educationChange(values);
    void save('education', event.currentTarget, found, { candidate: change });
  };

  const submitLookingFor = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save('lookingFor', event.currentTarget, lookingForErrorsOf(values), {
      candidate: lookingForChange(values),
    });
  };

  const submitAnswers = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save('answers', event.currentTarget, {}, { candidate: answersChange(values) });
  };

  const name = [values.education.first_name, values.education.last_name].filter(Boolean).join(' ');

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('profile.title')}</h1>
        <p className={styles.lead}>
          {profile.education
            ? educationTypeLabel(profile.education.education_type)
            : t('profile.lead')}
          {profile.is_provider_verified ? (
            <>
              {' '}
              <Badge tone="success" icon={<Icon name="check-circle" size={14} />}>
                {t('profile.providerVerified')}
              </Badge>
            </>
          ) : null}
        </p>
      </header>

      <Section id="profile-about" title={t('profile.about')}>
        <AvatarField
          name={name}
          avatarUrl={profile.avatar_url}
          onChange={(avatarUrl) => setProfile({ ...profile, avatar_url: avatarUrl })}
        />
        <Form onSubmit={submitAbout} className={styles.form}>
          <div className={styles.grid}>
            <TextField
              label={t('fields.firstName')}
              autoComplete="given-name"
              value={values.education.first_name}
              onChange={(event) =>
                setValues({
                  ...values,
                  education: { ...values.education, first_name: event.currentTarget.value },
                })
              }
              invalid={Boolean(errors.first_name)}
              helperText={errors.first_name}
              maxLength={100}
            />
            <TextField
              label={t('fields.lastName')}
              autoComplete="family-name"
              value={values.education.last_name}
              onChange={(event) =>
                setValues({
                  ...values,
                  education: { ...values.education, last_name: event.currentTarget.value },
                })
              }
              invalid={Boolean(errors.last_name)}
              helperText={errors.last_name}
              maxLength={100}
            />
            <TextArea
              className={styles.full}
              label={t('fields.bio')}
              optional
              maxLength={2000}
              value={about.bio}
              onChange={(event) => setAbout({ ...about, bio: event.currentTarget.value })}
            />
            <TextField
              className={styles.full}
              label={t('fields.linkedin')}
              optional
              type="url"
              inputMode="url"
              placeholder="https://www.linkedin.com/in/…"
              value={about.linkedin_url}
              onChange={(event) => setAbout({ ...about, linkedin_url: event.currentTarget.value })}
              invalid={Boolean(errors.linkedin_url)}
              helperText={errors.linkedin_url}
            />
          </div>
          <div className={styles.actions}>
            <span className={styles.spacer} />
            <Button type="submit" loading={saving === 'about'}>
              {t('profile.save')}
            </Button>
          </div>
        </Form>
      </Section>

      <Section id="profile-education" title={t('onboarding.titles.education')}>
        <Form onSubmit={submitEducation} className={styles.form}>
          <EducationFields
            withNames={false}
            values={values.education}
            onChange={(education) => setValues({ ...values, education })}
            errors={errors}
            reference={reference}
          />
          <div className={styles.actions}>
            <span className={styles.spacer} />
            <Button type="submit" loading={saving === 'education'}>
              {t('profile.save')}
            </Button>
          </div>
        </Form>
      </Section>

      <Section id="profile-looking-for" title={t('onboarding.titles.looking_for')}>
        <Form onSubmit={submitLookingFor} className={styles.form}>
          <LookingForFields
            values={values.lookingFor}
            onChange={(lookingFor) => setValues({ ...values, lookingFor })}
            errors={errors}
            reference={reference}
          />
          <div className={styles.actions}>
            <span className={styles.spacer} />
            <Button type="submit" loading={saving === 'lookingFor'}>
              {t('profile.save')}
            </Button>
          </div>
        </Form>
      </Section>

      <Section id="profile-cv" title={t('onboarding.titles.cv')} lead={t('onboarding.leads.cv')}>
        <CvUploadField resume={profile.resume} onChange={(next) => setProfile(next)} />
      </Section>

      <Section id="profile-answers" title={t('onboarding.titles.preference_options')}>
        <Form onSubmit={submitAnswers} className={styles.form}>
          <PreferenceOptionsFields
            values={values.answers}
            onChange={(answers) => setValues({ ...values, answers })}
            options={reference.preferenceOptions}
          />
          <div className={styles.actions}>
            <span className={styles.spacer} />
            <Button type="submit" loading={saving === 'answers'}>
              {t('profile.save')}
            </Button>
          </div>
        </Form>
      </Section>
    </div>
  );
};
