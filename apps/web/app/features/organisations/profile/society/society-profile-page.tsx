import {
  decideSocietyClaimContract,
  type OrganiserRequestDecision,
  type SocietyProfile,
} from '@gradway/domain/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../../components/ui/avatar/avatar';
import { Tag } from '../../../../components/ui/badge/badge';
import { buttonClassName } from '../../../../components/ui/button/button';
import { Card } from '../../../../components/ui/card/card';
import { Icon } from '../../../../components/ui/icon/icon';
import { RichTextView } from '../../../../components/ui/rich-text-view/rich-text-view';
import { toast } from '../../../../components/ui/toast/toast-store';
import { api } from '../../../../lib/api/api-client';
import styles from '../shared/organiser-form.module.css';
import { OrganiserRequests } from '../shared/organiser-requests';
import { VerificationBadges } from '../shared/verification-badges';

/** The society as its manager sees it, with its public link and others' claims to decide. */
export const SocietyProfilePage = ({ profile: initial }: { profile: SocietyProfile }) => {
  const { t } = useTranslation('organisers');
  const [profile, setProfile] = useState(initial);

  const decide = async (id: string, decision: OrganiserRequestDecision) => {
    const document = await api(decideSocietyClaimContract, {
      params: { id },
      body: { decision },
    });
    setProfile(document.data.attributes);
    toast.success(t(decision === 'approve' ? 'requests.approved' : 'requests.declined'), {
      title: t('toast.successTitle'),
    });
  };

  const replyLabel = t(`society.options.reply.${profile.who_can_reply_to_posts}`);
  return (
    <div className={styles.page}>
      <Card as="section" className={styles.section} aria-labelledby="society-name">
        <div className={styles.profileTop}>
          <Avatar src={profile.icon_url} name={profile.name} size="xl" square />
          <div className={styles.profileName}>
            <h1 id="society-name" className={styles.title}>
              {profile.name}
            </h1>
            <VerificationBadges
              isVerified={profile.is_verified}
              isProviderVerified={profile.is_provider_verified}
              isPublic={profile.is_public}
            />
          </div>
          <Link to="/society-profile/edit" className={buttonClassName({ variant: 'primary' })}>
            <Icon name="layers" size={16} />
            {t('society.profile.edit')}
          </Link>
        </div>
        <dl className={styles.facts}>
          <dt>{t('society.fields.university')}</dt>
          <dd>{profile.university?.name ?? t('society.profile.none')}</dd>
          <dt>{t('society.fields.description')}</dt>
          <dd>
            {profile.description ? (
              <RichTextView html={profile.description} className={styles.description} />
            ) : (
              <span className={styles.muted}>{t('society.profile.noDescription')}</span>
            )}
          </dd>
          <dt>{t('society.fields.categories')}</dt>
          <dd>
            {profile.categories.length > 0 ? (
              <span className={styles.badges}>
                {profile.categories.map((category) => (
                  <Tag key={category.id}>{category.name}</Tag>
                ))}
              </span>
            ) : (
              <span className={styles.muted}>{t('society.profile.none')}</span>
            )}
          </dd>
          <dt>{t('society.profile.verification')}</dt>
          <dd>
            {t(profile.is_verified ? 'verification.verifiedText' : 'verification.notVerifiedText')}{' '}
            {profile.is_provider_verified ? t('verification.providerVerifiedText') : null}
          </dd>
          <dt>{t('society.profile.publicLink')}</dt>
          <dd>
            {profile.is_public ? (
              <a href={profile.public_url} target="_blank" rel="noreferrer">
                {profile.public_url}
              </a>
            ) : (
              <>
                <code>{profile.public_url}</code>
                <br />
                <span className={styles.muted}>{t('society.profile.notPublicYet')}</span>
              </>
            )}
          </dd>
          <dt>{t('society.profile.posts')}</dt>
          <dd>
            {t('society.profile.postsSummary', {
              post: t(`society.options.post.${profile.who_can_post}`),
              reply: replyLabel,
            })}
            <br />
            <span className={styles.muted}>
              {t(
                profile.is_post_approval_required
                  ? 'society.profile.approvalRequired'
                  : 'society.profile.approvalNotRequired',
              )}{' '}
              {t(
                profile.show_media_uploads_from_posts
                  ? 'society.profile.mediaShown'
                  : 'society.profile.mediaHidden',
              )}
            </span>
          </dd>
        </dl>
      </Card>
      <div className={styles.section}>
        <OrganiserRequests
          title={t('society.profile.claimsTitle')}
          lead={t('society.profile.claimsLead')}
          requests={profile.pending_claims}
          decide={decide}
        />
      </div>
    </div>
  );
};
