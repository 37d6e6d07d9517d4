import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { Icon } from '../../../components/ui/icon/icon';
import { toast } from '../../../components/ui/toast/toast-store';

/** Copies the page's address, and says whether it worked. */
export const ShareLink = ({ url }: { url: string }) => {
  const { t } = useTranslation('touchpoints');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('share.copiedMessage'), { title: t('share.copied') });
    } catch {
      toast.error(t('share.failed'), { title: t('common:toast.errorTitle') });
    }
  };
  return (
    <Button
      variant="ghost"
      size="sm"
      iconStart={<Icon name="layers" size={16} />}
      onClick={() => void copy()}
    >
      {t('share.copy')}
    </Button>
  );
};
