/** Messages under seller:files.errors.* */
export type FileErrorKey = 'tooLarge' | 'wrongType' | 'damaged' | 'encrypted' | 'tooMany' | 'onlyOne' | 'failed';

/** The message for an API error code of adding or removing a file. */
export function fileErrorKey(code: string | null | undefined): FileErrorKey {
  switch (code) {
    case 'file_too_large':
      return 'tooLarge';
    case 'unsupported_file_type':
      return 'wrongType';
    case 'file_damaged':
    case 'zip_too_large':
      return 'damaged';
    case 'pdf_encrypted':
      return 'encrypted';
    case 'too_many_files':
      return 'tooMany';
    case 'last_file':
      return 'onlyOne';
    default:
      return 'failed';
  }
}
