export { apiErrorBody } from '@teachmarket/shared-kit';

export const isCancelled = (error: unknown) => (error as { name?: string } | null)?.name === 'AbortError';
