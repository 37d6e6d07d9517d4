import { useTranslation } from 'react-i18next';
import { classNames } from '../../components/ui/class-names';
import styles from './app-footer.module.css';
import { ExternalLinks } from './site-footer';

/** The signed-in areas' slim footer: the external pages and the copyright line. */
export const AppFooter = ({ className }: { className?: string }) => {
  const { t } = useTranslation('common');
  return (
    <footer className={classNames(styles.footer, className)}>
      <nav aria-label={t('footer.label')}>
        <ExternalLinks className={styles.links} />
      </nav>
      <p className={styles.copyright}>
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
};
