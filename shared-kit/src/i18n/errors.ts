export type I18nErrorCode =
  /** createI18n was given bad options. */
  | 'I18N_CONFIG'
  /** manifest.json or a translation file could not be fetched (network or HTTP status). */
  | 'I18N_FETCH_FAILED'
  /** The manifest has no file for this bundle/namespace. */
  | 'I18N_UNKNOWN_NAMESPACE';

/** Errors carry a code a program can switch on; `retryable` tells i18next whether to try again. */
export class I18nError extends Error {
  override readonly name = 'I18nError';

  constructor(
    readonly code: I18nErrorCode,
    message: string,
    readonly retryable = false,
  ) {
    super(message);
  }
}
