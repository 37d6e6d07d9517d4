import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonClassName } from '../../components/ui/button/button';
import { Icon } from '../../components/ui/icon/icon';
import { candidateHistory } from '../../lib/layout/candidate-history';

/** Back to the previous candidate route of this visit, or to the dashboard when there is none. */
export const BackControl = ({ className }: { className?: string }) => {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={buttonClassName({ variant: 'ghost', size: 'sm', className })}
      onClick={() => navigate(candidateHistory.back())}
    >
      <Icon name="arrow-left" size={18} />
      {t('candidateNav.back')}
    </button>
  );
};
