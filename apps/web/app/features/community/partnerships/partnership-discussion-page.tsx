import { formatSponsorshipPrice } from '@gradway/domain';
import {
  createPartnershipMessageContract,
  getPartnershipContract,
  listPartnershipMessagesContract,
  type Partnership,
} from '@gradway/domain/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge/badge';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { api } from '../../../lib/api/api-client';
import { ApiError } from '../../../lib/api/api-error';
import { PartnershipThread } from '../shared/partnership-thread';
import styles from './partnerships.module.css';

/**
 * A recruiter's `/recruiter/partnerships/:id/discussions` (decision 056): one partnership's
 * summary and its discussion with the society's managers.
 */
export const PartnershipDiscussionPage = ({ id, approved }: { id: string; approved: boolean }) => {
  const { t } = useTranslation('organisers');
  const [partnership, setPartnership] = useState<Partnership | null>(null);
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    if (!approved) return;
    api(getPartnershipContract, { params: { id } }, { quiet: true, expected: [400, 404] })
      .then((document) => setPartnership(document.data.attributes))
      .catch((error) => setMissing(error instanceof ApiError && [400, 404].includes(error.status)));
  }, [id, approved]);

  const load = useCallback(
    () => api(listPartnershipMessagesContract, { params: { id } }, { quiet: true }),
    [id],
  );
  const send = useCallback(
    (body: string) =>
      api(
        createPartnershipMessageContract,
        { params: { id }, body: { message: { body } } },
        { expected: [400, 404] },
      ),
    [id],
  );

  return (
    <div className={styles.page}>
      <a href="/recruiter/partnerships" className={styles.back}>
        {t('partnerships.thread.back')}
      </a>
      {!approved ? (
        <EmptyState
          icon="clock"
          title={t('partnerships.awaiting.title')}
          description={t('partnerships.awaiting.description')}
        />
      ) : missing ? (
        <EmptyState
          icon="alert-circle"
          title={t('partnerships.thread.missing.title')}
          description={t('partnerships.thread.missing.description')}
        />
      ) : partnership === null ? (
        <p aria-busy="true" className={styles.lead}>
          {t('partnerships.loading')}
        </p>
      ) : (
        <>
          <header className={styles.header}>
            <h1 className={styles.title}>
              {t('partnerships.thread.title', { name: partnership.society.name })}
            </h1>
            <p className={styles.lead}>{t('partnerships.thread.lead')}</p>
          </header>
          <section className={styles.summary} aria-label={t('partnerships.thread.summary')}>
            <p>
              <a href={`/societies/${partnership.society.slug}`}>{partnership.society.name}</a> ·{' '}
              {partnership.package_name} ·{' '}
              {formatSponsorshipPrice(
                partnership.amount_minor,
                partnership.currency,
                partnership.billing_period,
              )}
            </p>
            <Badge tone="neutral">{t(`sponsorships.status.${partnership.status}`)}</Badge>
          </section>
          <PartnershipThread load={load} send={send} otherSide={partnership.society.name} />
        </>
      )}
    </div>
  );
};
