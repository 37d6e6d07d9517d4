import { type AvatarSlot, fillAvatars } from '@gradway/domain';
import { type CSSProperties, useState } from 'react';
import { classNames } from '../class-names';
import styles from './avatar.module.css';

export type AvatarSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

export interface AvatarProps {
  /** Picture url; when missing or broken the initials (or the filler) show instead. */
  src?: string | null;
  /** The person's or organisation's name: the image's alt text and the initials. */
  name?: string;
  size?: AvatarSize;
  /** Rounded square, for companies and societies. */
  square?: boolean;
  /** A pastel colour and emoji that stand in for a missing picture. */
  filler?: { emoji: string; colour: string };
  className?: string;
}

const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');

/** A round picture of a person (or square logo of an organisation) with fallbacks. */
export const Avatar = ({ src, name = '', size = 'md', square, filler, className }: AvatarProps) => {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  const classes = classNames(
    styles.avatar,
    size !== 'md' && styles[size],
    square && styles.square,
    className,
  );
  if (showImage && src) {
    return (
      <span className={classes}>
        <img
          className={styles.image}
          src={src}
          alt={name}
          loading="lazy"
          decoding="async"
          onError={() => setFailedSrc(src)}
        />
      </span>
    );
  }
  const face = filler ? (
    <span
      className={classNames(classes, styles.emoji)}
      style={{ background: filler.colour } as CSSProperties}
      aria-hidden="true"
    >
      {filler.emoji}
    </span>
  ) : (
    <span className={classes} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
  if (!name) return face;
  // The name is read once; the initials or emoji are only decoration.
  return (
    <span className={styles.named}>
      {face}
      <span className="visually-hidden">{name}</span>
    </span>
  );
};

export interface AvatarStackProps {
  /** Avatar slots as the domain gives them (pictures first, then fillers). */
  avatars?: ReadonlyArray<AvatarSlot>;
  /** Or picture urls, filled up to `count` with the domain's pastel/emoji fillers. */
  pictureUrls?: ReadonlyArray<string | null | undefined>;
  /** How many avatars to show when built from `pictureUrls` (at most `max`). */
  count?: number;
  /** Stable seed for the filler choice, e.g. the touchpoint's id. */
  seed?: string;
  /** Most avatars shown; the spec's registrations row shows up to 10. */
  max?: number;
  /** Shown after the avatars as '+N' when above 0. */
  extraCount?: number;
  size?: Exclude<AvatarSize, 'lg' | 'xl'>;
  /** Accessible summary of the group, e.g. '42 registered students'. */
  label?: string;
  className?: string;
}

const STACK_SIZES = { xs: '1.5rem', sm: '2rem', md: '2.5rem' } as const;

/** Overlapping avatars with an optional '+N' for the people not shown. */
export const AvatarStack = ({
  avatars,
  pictureUrls,
  count,
  seed = '',
  max = 10,
  extraCount = 0,
  size = 'sm',
  label,
  className,
}: AvatarStackProps) => {
  const slots = (
    avatars ?? fillAvatars(pictureUrls, Math.min(count ?? pictureUrls?.length ?? 0, max), seed)
  ).slice(0, max);
  return (
    <div className={classNames(styles.stack, className)}>
      <ul
        className={styles.stack}
        aria-label={label}
        style={{ '--stack-avatar-size': STACK_SIZES[size] } as CSSProperties}
      >
        {slots.map((slot, index) => (
          // Slots have no identity of their own; their order is stable for a given seed.
          // biome-ignore lint/suspicious/noArrayIndexKey: positional slots
          <li key={index}>
            {slot.kind === 'picture' ? (
              <Avatar src={slot.url} size={size} />
            ) : (
              <Avatar filler={slot} size={size} />
            )}
          </li>
        ))}
      </ul>
      {extraCount > 0 ? <span className={styles.extra}>+{extraCount}</span> : null}
    </div>
  );
};
