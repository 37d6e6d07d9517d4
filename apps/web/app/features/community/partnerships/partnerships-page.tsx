import { formatSponsorshipPrice, type SponsorshipStatus } from '@gradway/domain';
import {
  listPartnershipsContract,
  type PartnershipList,
  type PartnershipListMeta,
} from '@gradway/domain/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar/avatar';
import { Badge, type BadgeTone } from '../../../components/ui/badge/badge';
import { Button, buttonClassName } from '../../../components/ui/button/button';
import { Card } from '../../../components/ui/card/card';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { Icon } from '../../../components/ui/icon/icon';
import { api } from '../../../lib/api/api-client';
import { dealDatesText } from '../shared/sponsorship-dates';
import styles from './partnerships.module.css';

type PartnershipItem = PartnershipList['data'][number];

/** The company's side of the pipeline, running deals first (the API sorts the same way). */
export const PARTNERSHIP_STAGES: readonly SponsorshipStatus[] = [
  'active',
  'agreed',
  'in_talks',
  'prospect',
  'ended',
  'declined',
];

const STAGE_TONES: Record<SponsorshipStatus, BadgeTone> = {
  active: 'success',
  agreed: 'primary',
  in_talks: 'accent',
  prospect: 'neutral',
  ended: 'neutral',
  declined: 'neutral',
};

/**
 * A recruiter's `/recruiter/partnerships` (decision 056): the sponsorships student societies
 * recorded with the company, grouped by stage, with what each package gives and what the society
 * has delivered so far. Read-only: societies keep their deals on their Sponsorships screen.
 */
export const PartnershipsPage = ({ approved }: { approved: boolean }) => {
  const { t } = useTranslation('organisers');
  const [items, setItems] = useState<PartnershipItem[] | null>(null);
  const [meta, setMeta] = useState<PartnershipListMeta | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    try {
      const list = await api(listPartnershipsContract, {}, { quiet: true });
      setItems(list.data);
      setMeta(list.meta);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    if (approved) void load();
  }, [approved, load]);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('partnerships.title')}</h1>
        <p className={styles.lead}>{t('partnerships.lead')}</p>
      </header>
      {!approved ? (
        <EmptyState
          icon="clock"
          title={t('partnerships.awaiting.title')}
          description={t('partnerships.awaiting.description')}
        />
      ) : failed && items === null ? (
        <div className={styles.failed}>
          <p role="alert">{t('partnerships.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void load()}>
            {t('sponsorships.retry')}
          </Button>
        </div>
      ) : items === null ? (
        <p aria-busy="true" className={styles.lead}>
          {t('partnerships.loading')}
        </p>
      ) : items.length === 0 ? (
        <EmptyState
          icon="users"
          title={t('partnerships.empty.title')}
          description={t('partnerships.empty.description')}
          action={
            <a href="/student-societies" className={buttonClassName({ variant: 'primary' })}>
              {t('partnerships.empty.action')}
            </a>
          }
        />
      ) : (
        PARTNERSHIP_STAGES.map((stage) => {
          const inStage = items.filter((item) => item.attributes.status === stage);
          if (inStage.length === 0) return null;
          return (
            <section key={stage} aria-labelledby={`stage-${stage}`} className={styles.stage}>
              <h2 id={`stage-${stage}`} className={styles.stageTitle}>
                {t(`sponsorships.status.${stage}`)}{' '}
                <span className={styles.count}>{meta?.counts[stage] ?? inStage.length}</span>
              </h2>
              <ul className={styles.list}>
                {inStage.map((item) => (
                  <li key={item.id}>
                    <PartnershipCard item={item} />
                  </li>
                ))}
              </ul>
            </section>
          );
        })
      )}
    </div>
  );
};

const PartnershipCard = ({ item }: { item: PartnershipItem }) => {
  const { t } = useTranslation('organisers');
  const deal = item.attributes;
  const done = deal.deliverables.filter((each) => each.delivered).length;
  const dates = dealDatesText(t, deal.start_date, deal.end_date);
  return (
    <Card as="article" className={styles.card} aria-labelledby={`partnership-${item.id}`}>
      <div className={styles.cardHead}>
        <span aria-hidden="true">
          <Avatar src={deal.society.icon_url} name={deal.society.name} square />
        </span>
        <div className={styles.who}>
          <h3 id={`partnership-${item.id}`} className={styles.society}>
            <a href={`/societies/${deal.society.slug}`}>{deal.society.name}</a>
          </h3>
          <p className={styles.muted}>{deal.package_name}</p>
        </div>
        <Badge tone={STAGE_TONES[deal.status]}>{t(`sponsorships.status.${deal.status}`)}</Badge>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('partnerships.value')}</dt>
          <dd className={styles.value}>
            {formatSponsorshipPrice(deal.amount_minor, deal.currency, deal.billing_period)}
          </dd>
        </div>
        <div>
          <dt>{t('partnerships.dates')}</dt>
          <dd>{dates ?? t('partnerships.noDates')}</dd>
        </div>
      </dl>
      {deal.package_description ? <p className={styles.muted}>{deal.package_description}</p> : null}
      {deal.deliverables.length > 0 ? (
        <section aria-label={t('sponsorships.deliverables')} className={styles.deliverables}>
          <p className={styles.delivered}>
            {t('sponsorships.delivered', { done, total: deal.deliverables.length })}
          </p>
          <ul>
            {deal.deliverables.map((each) => (
              <li key={each.label} className={each.delivered ? styles.done : styles.todo}>
                <Icon name={each.delivered ? 'check-circle' : 'clock'} />
                <span>{each.label}</span>
                <span className="visually-hidden">
                  {each.delivered ? t('partnerships.done') : t('partnerships.toCome')}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className={styles.cardLinks}>
        <a
          href={`/recruiter/partnerships/${item.id}/discussions`}
          className={buttonClassName({ variant: 'secondary', size: 'sm' })}
        >
          {t('partnerships.discuss')}
        </a>
      </div>
    </Card>
  );
};
