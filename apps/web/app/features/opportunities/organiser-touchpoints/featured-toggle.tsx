import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { classNames } from '../../../components/ui/class-names';
import { Icon } from '../../../components/ui/icon/icon';
import { toast } from '../../../components/ui/toast/toast-store';
import { setFeatured } from './organiser-api';
import styles from './organiser-lists.module.css';

export interface FeaturedToggleProps {
  id: string;
  title: string;
  featured: boolean;
  /** Called with the new value once the API agreed. */
  onChange: (featured: boolean) => void;
}

/**
 * The featured star (spec §6: only recruiters toggle featured; callers render it for approved
 * recruiters' own rows only). A toggle button: `aria-pressed` says whether it is featured.
 */
export const FeaturedToggle = ({ id, title, featured, onChange }: FeaturedToggleProps) => {
  const { t } = useTranslation('hiring');
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await setFeatured(id, !featured);
      onChange(!featured);
      toast.success(t(featured ? 'toast.unfeatured' : 'toast.featured', { title }), {
        title: t('toast.successTitle'),
      });
    } catch {
      // The API client showed the 'Error!' toast; the star keeps its old value.
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={classNames(styles.star, featured && styles.starOn)}
      aria-pressed={featured}
      aria-label={t('featured.label', { title })}
      title={t(featured ? 'featured.on' : 'featured.off')}
      aria-busy={busy || undefined}
      onClick={toggle}
    >
      <Icon name="star" size={18} />
    </button>
  );
};
