export { EmptyState, ErrorState } from './StateViews';
export { LoadingState } from './LoadingState';
export { MaterialCard } from './MaterialCard';
export { NotFoundView } from './NotFoundView';
export { setMeta } from './head-meta';
export { PriceTag } from './PriceTag';
export { FavouriteButton } from './FavouriteButton';
export { SearchSuggest } from './SearchSuggest';
export { resizedImage } from './image-url';
export type { ImageSize } from './image-url';
export { FollowButton } from './FollowButton';
export { DownloadButton } from './DownloadButton';
export { saveBlob, useFileDownload } from './file-download';
export { Pager, pageOf } from './Pager';
export { useQuery } from './use-query';
export type { ApiState } from './use-query';
export { MaterialGrid } from './MaterialGrid';
export { LoginGate } from './LoginGate';
// Issue 16: Field, ErrorSummary, summaryErrors, useFormFields and QueryView (forms of the account and cabinet
// pages) are `@teachmarket/shared-kit/page-ui`; FormStatus and useSubmit stay (the material page's forms).
// From their files, not ./form's index: that would keep the other form modules in this entry's chunk.
export { FormStatus } from './form/FormStatus';
export { useSubmit } from './form/use-submit';
export type { SubmitStatus, SummaryError } from './form';
export { HydrationRoot, useBrowserStore, useHydrated, useSession, useUser } from './use-hydrated';
export { ClientOnly } from './ClientOnly';
export { useEscapeClose } from './use-escape-close';
export { type FormControl, useChangedBeforeHydration, useTypedBeforeHydration } from './use-typed-before-hydration';
export { unavailableWhile } from './unavailable';
