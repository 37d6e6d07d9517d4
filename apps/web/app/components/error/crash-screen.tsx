import {
  CRASH_SCREEN_MESSAGE,
  CRASH_SCREEN_REFRESH_LABEL,
  CRASH_SCREEN_TITLE,
} from '@gradway/domain';
import { Button } from '../ui/button/button';
import { Icon } from '../ui/icon/icon';
import styles from './crash-screen.module.css';

export interface CrashScreenProps {
  /** What Refresh does; reloads the page by default. */
  onRefresh?: () => void;
  /** 'main' when it replaces the whole page (the root error boundary); 'div' inside a layout. */
  as?: 'main' | 'div';
}

const reloadPage = () => window.location.reload();

/**
 * The screen shown when rendering crashes (spec §1): 'Ooops! Something went wrong!',
 * 'Please refresh and try again.' and a Refresh button.
 */
export const CrashScreen = ({ onRefresh = reloadPage, as: Element = 'main' }: CrashScreenProps) => (
  <Element className={styles.screen}>
    {/* React hoists it into <head>: the page keeps a title even when its route could not render. */}
    <title>{`${CRASH_SCREEN_TITLE} · Gradway`}</title>
    <div className={styles.panel} role="alert">
      <span className={styles.icon} aria-hidden="true">
        <Icon name="alert-circle" />
      </span>
      <h1 className={styles.title}>{CRASH_SCREEN_TITLE}</h1>
      <p className={styles.message}>{CRASH_SCREEN_MESSAGE}</p>
      <Button size="lg" onClick={onRefresh} iconStart={<Icon name="refresh-cw" />}>
        {CRASH_SCREEN_REFRESH_LABEL}
      </Button>
    </div>
  </Element>
);
