import type { OrganiserRequest, OrganiserRequestDecision } from '@gradway/domain/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button/button';
import { Card } from '../../../../components/ui/card/card';
import styles from './organiser-form.module.css';

export interface OrganiserRequestsProps {
  title: string;
  lead: string;
  requests: readonly OrganiserRequest[];
  /** Decides one request; resolves once the page has the new state. */
  decide: (id: string, decision: OrganiserRequestDecision) => Promise<void>;
}

/** People asking to manage the society or join the company, each to approve or decline. */
export const OrganiserRequests = ({ title, lead, requests, decide }: OrganiserRequestsProps) => {
  const { t } = useTranslation('organisers');
  const [busy, setBusy] = useState<string | null>(null);
  if (requests.length === 0) return null;
  const answer = async (id: string, decision: OrganiserRequestDecision) => {
    setBusy(`${id}:${decision}`);
    try {
      await decide(id, decision);
    } catch {
      // The API client showed the 'Error!' toast; the request stays listed.
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card as="section" id="requests" className={styles.section} aria-labelledby="requests-title">
      <h2 id="requests-title" className={styles.sectionTitle}>
        {title}
      </h2>
      <p className={styles.sectionLead}>{lead}</p>
      <ul className={styles.options}>
        {requests.map((request) => (
          <li key={request.id} className={styles.option}>
            <div className={styles.optionBody}>
              <span className={styles.optionName}>{request.name}</span>
              <span className={styles.optionMeta}>{request.email}</span>
            </div>
            <Button
              size="sm"
              loading={busy === `${request.id}:approve`}
              disabled={busy !== null}
              aria-label={t('requests.approveLabel', { name: request.name })}
              onClick={() => answer(request.id, 'approve')}
            >
              {t('requests.approve')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              loading={busy === `${request.id}:decline`}
              disabled={busy !== null}
              aria-label={t('requests.declineLabel', { name: request.name })}
              onClick={() => answer(request.id, 'decline')}
            >
              {t('requests.decline')}
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
};
