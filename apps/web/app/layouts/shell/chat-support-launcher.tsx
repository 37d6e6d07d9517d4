import * as Popover from '@radix-ui/react-popover';
import { useTranslation } from 'react-i18next';
import { classNames } from '../../components/ui/class-names';
import { Icon } from '../../components/ui/icon/icon';
import { SUPPORT_EMAIL } from '../../lib/layout/external-links';
import styles from './chat-support.module.css';

const ChatIcon = () => (
  <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.9A8 8 0 1 1 21 12Z"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    />
  </svg>
);

/**
 * The chat-support launcher and its panel, which says how to reach the support team. Loaded only
 * for the visitors who see it (`chat-support.tsx`), with the popover library it needs.
 */
export default function ChatSupportLauncher({ side }: { side: 'left' | 'right' }) {
  const { t } = useTranslation('common');
  return (
    <Popover.Root>
      <Popover.Trigger
        className={classNames(styles.launcher, side === 'left' ? styles.left : styles.right)}
        aria-label={t('chatSupport.launcher')}
        data-side={side}
      >
        <ChatIcon />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className={styles.panel}
          side="top"
          align={side === 'left' ? 'start' : 'end'}
          sideOffset={12}
        >
          <div className={styles.panelHeader}>
            <h2 className={styles.title}>{t('chatSupport.title')}</h2>
            <Popover.Close className={styles.close} aria-label={t('chatSupport.close')}>
              <Icon name="x" />
            </Popover.Close>
          </div>
          <p className={styles.body}>{t('chatSupport.body')}</p>
          <p className={styles.body}>
            {t('chatSupport.emailLabel')}{' '}
            <a href={`mailto:${SUPPORT_EMAIL}`} className={styles.email}>
              {SUPPORT_EMAIL}
            </a>
          </p>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
