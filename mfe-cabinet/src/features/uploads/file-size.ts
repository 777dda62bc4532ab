/** "820 KB", "3.4 MB" in the reader's language (the API gives bytes). */
export function formatFileSize(bytes: number, language: string): string {
  const mb = bytes >= 1024 * 1024;
  const value = mb ? bytes / 1024 / 1024 : Math.max(1, Math.round(bytes / 1024));
  return new Intl.NumberFormat(language, { style: 'unit', unit: mb ? 'megabyte' : 'kilobyte', maximumFractionDigits: mb ? 1 : 0 }).format(value);
}
