// A file's size as a French reader reads it (« 1,2 Mo », « 350 ko »), counted as the contract's limits are: a Mo of
// 1 024 ko. Used by the claim's document fields on the site and the back office's list of a claim's documents.
const MO = 1024 * 1024;
const oneDecimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1, useGrouping: false });

export function formatFileSize(bytes: number): string {
  if (bytes >= MO) return `${oneDecimal.format(bytes / MO)} Mo`;
  return `${oneDecimal.format(Math.max(1, Math.round(bytes / 1024)))} ko`;
}
