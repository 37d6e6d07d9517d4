import type { MatchedTouchpoint } from '@gradway/domain/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { RenderCardLink } from '../../../components/touchpoint/card-link';
import { EventCard } from '../../../components/touchpoint/event-card';
import { JobCard } from '../../../components/touchpoint/job-card';
import { Badge } from '../../../components/ui/badge/badge';
import { Button } from '../../../components/ui/button/button';
import { MatchFacts } from './match-facts';
import styles from './matches.module.css';
import { dismissMatch, preferMatches, viewMatch } from './matches-api';

const DEFAULT_TIME_ZONE = 'Europe/London';

/** The touchpoint's card, opening the match's own page (which marks it viewed). */
export const TouchpointCardOf = ({
  touchpoint,
  href,
  onOpen,
}: {
  touchpoint: MatchedTouchpoint;
  href: string;
  onOpen?: () => void;
}) => {
  const navigate = useNavigate();
  const attributes = { ...touchpoint.attributes, url: href };
  const timeZone = attributes.time_zone ?? DEFAULT_TIME_ZONE;
  const renderLink: RenderCardLink = ({ className, children }) => (
    <a
      href={href}
      className={className}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        onOpen?.();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
  return attributes.touchpointable_type === 'Event' ? (
    <EventCard event={attributes} options={{ timeZone }} renderLink={renderLink} />
  ) : (
    <JobCard
      job={attributes}
      company={{ name: attributes.creatable_for.name, iconUrl: attributes.creatable_for.icon_url }}
      options={{ timeZone }}
      renderLink={renderLink}
    />
  );
};

/** One match in the list: the card, its score, reasons and gaps, and what to do with it. */
export const MatchCard = ({ touchpoint }: { touchpoint: MatchedTouchpoint }) => {
  const { t } = useTranslation('matches');
  const { match } = touchpoint.attributes;
  return (
    <li className={styles.item}>
      <TouchpointCardOf
        touchpoint={touchpoint}
        href={`/candidate/matches/${match.id}`}
        onOpen={() => void viewMatch(match.id)}
      />
      <div className={styles.panel}>
        <div className={styles.badges}>
          {match.viewed_at ? null : <Badge tone="primary">{t('new')}</Badge>}
          {match.preferred ? <Badge tone="success">{t('preferred')}</Badge> : null}
        </div>
        <MatchFacts match={match} />
        <div className={styles.actions}>
          {match.preferred ? null : (
            <Button size="sm" variant="secondary" onClick={() => void preferMatches([match.id])}>
              {t('markPreferred')}
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={() => void dismissMatch(match.id)}>
            {t('dismiss')}
          </Button>
        </div>
      </div>
    </li>
  );
};
