import { type EventCardOptions, type EventCardTouchpoint, eventCardView } from '@gradway/domain';
import { AvatarStack } from '../ui/avatar/avatar';
import { Card } from '../ui/card/card';
import { classNames } from '../ui/class-names';
import { Icon } from '../ui/icon/icon';
import { type RenderCardLink, renderAnchor } from './card-link';
import styles from './touchpoint-card.module.css';

export interface EventCardProps {
  event: EventCardTouchpoint;
  /** Time zone, new tab, and the address used when the event has no url. */
  options?: EventCardOptions;
  /** 'eager' for cards visible on first paint; cover images are lazy otherwise. */
  imageLoading?: 'lazy' | 'eager';
  headingLevel?: 2 | 3 | 4;
  renderLink?: RenderCardLink;
  className?: string;
}

const COVER_WIDTH = 640;
const COVER_HEIGHT = 336;

/**
 * An event on a card (spec §2): cover, title, start date ('MMM d, h:mma' or 'Start Date: TBD'),
 * cities (London by default), and from 10 applications the registrations row with up to 10
 * avatars, '+N' and 'students like you already registered to this event.'.
 */
export const EventCard = ({
  event,
  options,
  imageLoading = 'lazy',
  headingLevel = 3,
  renderLink = renderAnchor,
  className,
}: EventCardProps) => {
  const view = eventCardView(event, options);
  const Heading = `h${headingLevel}` as const;
  return (
    <Card
      as="article"
      padded={false}
      interactive
      className={classNames(styles.card, styles.event, className)}
    >
      <div className={styles.cover}>
        {view.coverImageUrl ? (
          <img
            src={view.coverImageUrl}
            alt=""
            width={COVER_WIDTH}
            height={COVER_HEIGHT}
            loading={imageLoading}
            decoding="async"
          />
        ) : (
          <span className={styles.coverFallback} aria-hidden="true">
            <Icon name="calendar" />
          </span>
        )}
      </div>
      <div className={styles.body}>
        <p className={styles.date}>
          <Icon name="calendar" />
          <span>{view.startDateText}</span>
        </p>
        <Heading className={styles.title}>
          {renderLink({
            href: view.link.href,
            target: view.link.target,
            rel: view.link.rel,
            className: styles.stretchedLink,
            children: (
              <>
                {view.title}
                {view.link.target === '_blank' ? (
                  <span className="visually-hidden"> (opens in a new tab)</span>
                ) : null}
              </>
            ),
          })}
        </Heading>
        <p className={styles.meta}>
          <Icon name="map-pin" />
          <span>{view.cityNames.join(', ')}</span>
        </p>
        {view.registrations ? (
          <div className={styles.registrations}>
            <AvatarStack
              avatars={view.registrations.avatars}
              extraCount={view.registrations.extraCount}
              size="xs"
            />
            <p className={styles.registrationsText}>{view.registrations.text}</p>
          </div>
        ) : null}
      </div>
    </Card>
  );
};
