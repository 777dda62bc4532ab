import { ApiError } from '../../errors';

/** Letters, digits, punctuation, line breaks and tabs stay; other control characters and bidi overrides go. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A reader's plain text (a comment, an answer): control characters removed, line ends unified,
 * trimmed; blank after that is the client's mistake (400 naming the field), never stored.
 */
export function plainText(raw: string, field: string): string {
  const text = raw.replace(CONTROL, '').replace(/\r\n?/g, '\n').trim();
  if (!text) throw new ApiError(400, 'validation_failed', `body field "${field}" must not be blank`, field);
  return text;
}
