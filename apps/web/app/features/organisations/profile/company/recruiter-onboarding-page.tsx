import {
  type CompanyOnboardingDocument,
  requestToJoinCompanyContract,
} from '@gradway/domain/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Avatar } from '../../../../components/ui/avatar/avatar';
import { Button } from '../../../../components/ui/button/button';
import { Card } from '../../../../components/ui/card/card';
import { Icon } from '../../../../components/ui/icon/icon';
import { toast } from '../../../../components/ui/toast/toast-store';
import { api } from '../../../../lib/api/api-client';
import { useRefreshCurrentUser } from '../../../../lib/session/use-refresh-current-user';
import styles from '../shared/organiser-form.module.css';
import { CompanyCreateForm } from './company-create-form';
import type { CompanyReferenceLists } from './company-fields';

type Onboarding = CompanyOnboardingDocument['data']['attributes'];

export interface RecruiterOnboardingPageProps {
  onboarding: Onboarding;
  lists: CompanyReferenceLists;
}

/**
 * A new recruiter's first step: join the company of their email domain (its owner approves) or
 * create their company's account.
 */
export const RecruiterOnboardingPage = ({ onboarding, lists }: RecruiterOnboardingPageProps) => {
  const { t } = useTranslation('organisers');
  const navigate = useNavigate();
  const refreshUser = useRefreshCurrentUser();
  const [state, setState] = useState(onboarding);
  const [joining, setJoining] = useState<string | null>(null);

  const finish = async () => {
    await refreshUser();
    navigate('/company/edit');
  };

  const join = async (companyId: string) => {
    setJoining(companyId);
    try {
      const document = await api(requestToJoinCompanyContract, {
        body: { join_request: { company_id: companyId } },
      });
      const next = document.data.attributes;
      setState(next);
      if (next.state === 'completed') {
        toast.success(t('company.onboarding.joined', { name: next.company?.name }), {
          title: t('toast.successTitle'),
        });
        await finish();
      }
    } catch {
      // The API client showed the 'Error!' toast.
    } finally {
      setJoining(null);
    }
  };

  if (state.state === 'pending' && state.join_request) {
    return (
      <div className={styles.page}>
        <header className={styles.header}>
          <h1 className={styles.title}>{t('company.onboarding.title')}</h1>
        </header>
        <Card as="section" aria-labelledby="join-pending">
          <div className={styles.notice} role="status">
            <Icon name="clock" size={20} />
            <div>
              <h2 id="join-pending" className={styles.sectionTitle}>
                {t('company.onboarding.pendingTitle', { name: state.join_request.company.name })}
              </h2>
              <p>{t('company.onboarding.pendingText')}</p>
            </div>
          </div>
        </Card>
      </div>
    );
  }

  const declinedId = state.state === 'declined' ? state.join_request?.company.id : undefined;
  const companies = state.matching_companies.filter((company) => company.id !== declinedId);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('company.onboarding.title')}</h1>
        <p className={styles.lead}>{t('company.onboarding.lead')}</p>
      </header>
      {state.state === 'declined' && state.join_request ? (
        <p className={styles.notice} role="status">
          <Icon name="info" size={20} />
          <span>{t('company.onboarding.declined', { name: state.join_request.company.name })}</span>
        </p>
      ) : null}
      {companies.length > 0 ? (
        <Card as="section" className={styles.section} aria-labelledby="join-title">
          <h2 id="join-title" className={styles.sectionTitle}>
            {t('company.onboarding.joinTitle')}
          </h2>
          <p className={styles.sectionLead}>
            {t('company.onboarding.joinLead', { domain: state.email_domain })}
          </p>
          <ul className={styles.options}>
            {companies.map((company) => (
              <li key={company.id} className={styles.option}>
                <Avatar src={company.icon_url} name={company.name} size="md" square />
                <div className={styles.optionBody}>
                  <span className={styles.optionName}>{company.name}</span>
                </div>
                <Button
                  size="sm"
                  loading={joining === company.id}
                  disabled={joining !== null && joining !== company.id}
                  aria-label={t('company.onboarding.joinLabel', { name: company.name })}
                  onClick={() => join(company.id)}
                >
                  {t('company.onboarding.join')}
                </Button>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      <Card as="div" className={styles.section}>
        <CompanyCreateForm
          lists={lists}
          onCreated={finish}
          canJoin={(id) => companies.some((company) => company.id === id)}
          onJoin={join}
        />
      </Card>
    </div>
  );
};
