import { ErrorState, getMaterial, LoadingState, MaterialCard, type PageProps, useQuery } from '@teachmarket/shared-kit';
import { NotFound } from '../../ui/NotFound';
import './material.css';

/** spec §2 material card preview: the card as lists show it (e.g. for sharing or embedding). */
export default function MaterialCardPreviewPage({ world, params }: PageProps) {
  const id = params.id ?? '';
  const result = useQuery(['getMaterial', id, world], () => getMaterial(id));
  if (result.status === 'loading') return <LoadingState lines={4} />;
  if (result.status === 'error') {
    return result.error.code === 'not_found' || result.error.status === 400 ? <NotFound world={world} /> : <ErrorState onRetry={result.retry} />;
  }
  return (
    <div className="tm-preview-card">
      <MaterialCard material={result.data.item} world={world} eager />
    </div>
  );
}
