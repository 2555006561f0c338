/**
 * Saves a CSV document as a file: a Blob behind an object URL and a temporary `<a download>` (no CSP sink, no
 * inline script; DESIGN §5). The UTF-8 byte order mark lets spreadsheets read umlauts right.
 */
export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the URL to the download; revoke it on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
