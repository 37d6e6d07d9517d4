import type { StudentSocietyPage } from '@gradway/domain/contracts';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon/icon';
import styles from './organisation-page.module.css';

/** A society's interests, its own links (website, Instagram, LinkedIn) and its short link. */
export const SocietyLinks = ({
  society,
  origin,
}: {
  society: StudentSocietyPage;
  origin: string;
}) => {
  const { t } = useTranslation('organisations');
  const links = [
    { label: t('society.website'), href: society.website, icon: 'globe' as const },
    { label: t('society.instagram'), href: society.instagram_url, icon: 'external-link' as const },
    { label: t('society.linkedin'), href: society.linkedin_url, icon: 'external-link' as const },
  ].filter((link): link is typeof link & { href: string } => Boolean(link.href));
  return (
    <>
      {society.categories.length > 0 ? (
        <section className={styles.panel}>
          <h2 className={styles.panelTitle}>{t('society.categories')}</h2>
          <ul className={styles.list}>
            {society.categories.map((category) => (
              <li key={category.id}>
                <Icon name="star" size={16} />
                {category.name}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {links.length > 0 || society.short_link ? (
        <section className={styles.panel}>
          <h2 className={styles.panelTitle}>{t('society.links')}</h2>
          <ul className={styles.list}>
            {links.map((link) => (
              <li key={link.label}>
                <Icon name={link.icon} size={16} />
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                  <span className="visually-hidden"> ({link.href})</span>
                </a>
              </li>
            ))}
            {society.short_link ? (
              <li>
                <Icon name="layers" size={16} />
                <a href={`/s/${society.short_link}`}>{`${origin}/s/${society.short_link}`}</a>
              </li>
            ) : null}
          </ul>
        </section>
      ) : null}
    </>
  );
};
