import { CLOSED_LABEL, deadlineIndicator, START_DATE_TBD } from '@gradway/domain';
import type { Touchpoint } from '@gradway/domain/contracts';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar/avatar';
import { Badge } from '../../../components/ui/badge/badge';
import { classNames } from '../../../components/ui/class-names';
import { DeadlineIndicator } from '../../../components/ui/deadline/deadline-indicator';
import { Icon } from '../../../components/ui/icon/icon';
import { RichTextHtml } from '../../../components/ui/rich-text-view/rich-text-html';
import { useNonce } from '../../../lib/load-context';
import { PrefetchLink } from '../../../lib/routing/prefetch-link';
import { ApplyActions } from '../../applying/applications';
import { RateEvent } from '../../events/feedback';
import { GuestList } from '../../events/guest-list';
import { TouchpointList } from '../touchpoints';
import { ApplyAction } from './apply-action';
import { organiserPath } from './json-ld';
import { KeyFacts } from './key-facts';
import { OrganiserBadges, OrganiserCard } from './organiser-card';
import { ShareLink } from './share-link';
import { type TouchpointFacts, touchpointFacts } from './touchpoint-facts';
import styles from './touchpoint-page.module.css';
import type { TouchpointPageData } from './touchpoint-page.server';
import panels from './touchpoint-panels.module.css';
import { useViewCount } from './use-view-count';
import { ViewerTime } from './viewer-time';

const COVER_WIDTH = 1200;
const COVER_HEIGHT = 400;

/** The headline figure of the action card: the salary and deadline, or the event's dates. */
const Highlights = ({ touchpoint, facts }: { touchpoint: Touchpoint; facts: TouchpointFacts }) => {
  const { t } = useTranslation('touchpoints');
  const attributes = touchpoint.attributes;
  if (facts.isEvent) {
    return (
      <div className={panels.highlight}>
        <p className={panels.highlightLabel}>{t('facts.when')}</p>
        <p className={panels.highlightValue}>{facts.when ?? START_DATE_TBD}</p>
        <ViewerTime
          touchpoint={touchpoint}
          eventZone={facts.timeZone}
          className={panels.viewerTime}
        />
      </div>
    );
  }
  const indicator = deadlineIndicator({
    deadline: attributes.application_deadline,
    isExpired: facts.isClosed,
  });
  return (
    <>
      {facts.salary ? (
        <div className={panels.highlight}>
          <p className={panels.highlightLabel}>{t('facts.salary')}</p>
          <p className={panels.highlightValue}>
            {facts.salary.text}
            {facts.salary.isEstimated ? (
              <span className={panels.estimated}>{t('facts.estimated')}</span>
            ) : null}
          </p>
        </div>
      ) : null}
      {facts.deadline || indicator.band === 'closed' ? (
        <div className={panels.deadlineRow}>
          {facts.deadline ? (
            <p className={panels.deadlineText}>
              <span className={panels.highlightLabel}>{t('facts.deadline')}</span>
              <span>{facts.deadline}</span>
            </p>
          ) : null}
          <DeadlineIndicator indicator={indicator} />
        </div>
      ) : null}
    </>
  );
};

/** A job, internship or event page: what it is, who runs it, and how to apply or register. */
export const TouchpointPage = ({ data }: { data: TouchpointPageData }) => {
  const { t } = useTranslation('touchpoints');
  const nonce = useNonce();
  const { touchpoint } = data;
  const attributes = touchpoint.attributes;
  const facts = touchpointFacts(touchpoint);
  const creator = attributes.creatable_for;
  const type = attributes.touchpointable_type;
  const cover = attributes.cover_url ?? (facts.isEvent ? attributes.icon_url : null);
  useViewCount(touchpoint.id, attributes.state === 'published' && !data.preview);

  const closedText = facts.isEvent
    ? facts.registrationLabel === 'Closed'
      ? t('page.closedEventClosed')
      : t('page.closedEvent')
    : t('page.closedJob');

  return (
    <article className={classNames(styles.page, styles.withActionBar)}>
      {data.jsonLd ? (
        <script
          type="application/ld+json"
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON built and escaped by serializeJsonLd
          dangerouslySetInnerHTML={{ __html: data.jsonLd }}
        />
      ) : null}
      <header className={styles.hero}>
        {cover ? (
          <img
            className={styles.cover}
            src={cover}
            alt=""
            width={COVER_WIDTH}
            height={COVER_HEIGHT}
            fetchPriority="high"
          />
        ) : (
          <div className={classNames(styles.cover, styles.coverFallback)} aria-hidden="true">
            <Icon name={facts.isEvent ? 'calendar' : 'briefcase'} size={40} />
          </div>
        )}
        <div className={styles.heroBody}>
          <p className={styles.eyebrow}>
            <Badge tone="primary">{t(`page.types.${type}`)}</Badge>
            {facts.isClosed ? (
              <Badge tone="neutral" icon={<Icon name="clock" size={14} />}>
                {facts.isEvent ? facts.registrationLabel : CLOSED_LABEL}
              </Badge>
            ) : null}
          </p>
          <h1 className={styles.title}>{attributes.title}</h1>
          <div className={styles.byline}>
            <Avatar src={creator.icon_url} name={creator.name} size="sm" square />
            <PrefetchLink to={organiserPath(creator)} className={styles.bylineLink}>
              {creator.name}
            </PrefetchLink>
            <OrganiserBadges organisation={creator} />
          </div>
        </div>
      </header>

      {facts.isClosed ? (
        <p className={styles.closedNotice} role="note">
          <Icon name="info" size={18} />
          {closedText}
        </p>
      ) : null}

      <div className={styles.layout}>
        <div className={styles.aside}>
          <div className={classNames(panels.panel, panels.actionCard)}>
            <Highlights touchpoint={touchpoint} facts={facts} />
            {facts.isEvent ? (
              <ApplyAction touchpoint={touchpoint} facts={facts} variant="card" />
            ) : (
              <ApplyActions touchpoint={touchpoint} variant="card" />
            )}
            <div className={panels.share}>
              <ShareLink url={data.pageUrl} />
            </div>
          </div>
          <KeyFacts touchpoint={touchpoint} facts={facts} />
          <OrganiserCard touchpoint={touchpoint} />
        </div>

        <section className={styles.main} aria-labelledby="touchpoint-about">
          <h2 id="touchpoint-about" className={styles.sectionTitle}>
            {facts.isEvent ? t('page.aboutEvent') : t('page.about')}
          </h2>
          {data.descriptionHtml ? (
            <RichTextHtml html={data.descriptionHtml} className={styles.description} />
          ) : (
            <p className={styles.muted}>{t('page.noDescription')}</p>
          )}
          {facts.isEvent ? (
            <>
              <RateEvent touchpointId={touchpoint.id} />
              <GuestList touchpointId={touchpoint.id} enabled={attributes.show_guest_list} />
            </>
          ) : null}
        </section>
      </div>

      {data.more && data.more.length > 0 ? (
        <section className={styles.more} aria-labelledby="touchpoint-more">
          <div className={styles.moreHead}>
            <h2 id="touchpoint-more" className={styles.sectionTitle}>
              {t('page.more', { name: creator.name })}
            </h2>
            <PrefetchLink
              to={organiserPath(creator)}
              className={classNames(panels.organiserLink, styles.moreLink)}
            >
              {t('page.moreAll', { name: creator.name })}
              <Icon name="arrow-right" size={16} />
            </PrefetchLink>
          </div>
          <TouchpointList touchpoints={data.more} label={t('page.more', { name: creator.name })} />
        </section>
      ) : null}

      <div className={styles.actionBar}>
        <div className={styles.actionBarText}>
          <p className={styles.actionBarTitle}>{attributes.title}</p>
          <p className={styles.actionBarMeta}>
            {facts.isEvent ? facts.when : (facts.salary?.text ?? creator.name)}
          </p>
        </div>
        <div className={styles.actionBarButton}>
          {facts.isEvent ? (
            <ApplyAction touchpoint={touchpoint} facts={facts} variant="bar" />
          ) : (
            <ApplyActions touchpoint={touchpoint} variant="bar" />
          )}
        </div>
      </div>
    </article>
  );
};
