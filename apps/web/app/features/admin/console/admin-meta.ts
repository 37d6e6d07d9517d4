import i18next from 'i18next';
import type { MetaDescriptor } from 'react-router';

/** The console's pages: a title, and never in search engines. */
export const adminPageMeta = (
  page: 'signIn' | 'queues' | 'users' | 'auditLog' | 'searchPages' | 'preview',
): MetaDescriptor[] => [
  {
    title: `${i18next.t(`${page}.title`, { ns: 'admin' })} · ${i18next.t('shell.title', { ns: 'admin' })}`,
  },
  { name: 'robots', content: 'noindex, nofollow' },
];
