import { adminPageMeta } from '../../features/admin/admin-meta';
import { SearchPagesPage } from '../../features/admin/search-pages-page';
import type { Route } from './+types/admin-search-pages';

export const meta: Route.MetaFunction = () => adminPageMeta('searchPages');

export default function SearchPagesRoute() {
  return <SearchPagesPage />;
}
