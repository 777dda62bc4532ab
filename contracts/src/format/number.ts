/**
 * A rating average as the page's language writes a decimal (issue 18: "4,7" beside "12,50 €" in de,
 * not "4.7"): one decimal, from Intl. An unknown language falls back to English digits.
 */
export function formatRating(average: number, language: string): string {
  const options = { minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;
  try {
    return new Intl.NumberFormat(language, options).format(average);
  } catch {
    return new Intl.NumberFormat('en', options).format(average);
  }
}
