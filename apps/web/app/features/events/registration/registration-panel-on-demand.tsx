import { renderedOnDemand } from '../../../components/opened-on-demand';
import { Button } from '../../../components/ui/button/button';
import type { RegistrationPanelProps } from './registration-panel';

/**
 * A signed-in candidate's registration panel, loaded when it first renders: guests (most first
 * visits) never download it, its questions form or their checks. Until it is in, the button shows
 * what the panel shows while it reads the registration: the event's label, busy.
 */
export const RegistrationPanelOnDemand = renderedOnDemand<RegistrationPanelProps>(
  () => import('./registration-panel').then((module) => module.RegistrationPanel),
  ({ facts, variant }) => (
    <Button size={variant === 'bar' ? 'md' : 'lg'} fullWidth disabled loading>
      {facts.registrationLabel ?? 'Register'}
    </Button>
  ),
);
