export { useApi } from './use-api';
export type { ApiState } from './use-api';
export { EmptyState, ErrorState, LoadingState } from './StateViews';
export { MaterialCard } from './MaterialCard';
export { NotFoundView } from './NotFoundView';
