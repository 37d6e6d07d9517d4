import type { QuickApplySite } from '@gradway/domain/contracts';
import type { SiteModule } from '../autofill/detect';
import { ashby } from './ashby';
import { greenhouse } from './greenhouse';
import { lever } from './lever';
import { smartrecruiters } from './smartrecruiters';
import { workable } from './workable';
import { workday } from './workday';

export const SITES: Record<QuickApplySite, SiteModule> = {
  greenhouse,
  lever,
  workday,
  ashby,
  smartrecruiters,
  workable,
};
