import { adminPageMeta } from '../../features/admin/console/admin-meta';
import { SearchPagesPage } from '../../features/admin/console/search-pages-page';
import type { Route } from './+types/admin-search-pages';

export const meta: Route.MetaFunction = () => adminPageMeta('searchPages');

export default function SearchPagesRoute() {
  return <SearchPagesPage />;
}
