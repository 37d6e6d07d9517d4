import { adminPageMeta } from '../../features/admin/console/admin-meta';
import { type PreviewKind, PreviewPage } from '../../features/admin/console/preview-page';
import { NotFoundPanel } from '../../layouts/shell/route-error';
import type { Route } from './+types/admin-preview';

/** Never kept by a cache: the preview is the admin's alone. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' });

export const meta: Route.MetaFunction = () => adminPageMeta('preview');

const KINDS: readonly PreviewKind[] = ['touchpoints', 'revisions'];

export default function AdminPreviewRoute({ params }: Route.ComponentProps) {
  const kind = KINDS.find((each) => each === params.kind);
  if (!kind) return <NotFoundPanel />;
  return <PreviewPage key={`${kind}:${params.id}`} kind={kind} id={params.id} />;
}
