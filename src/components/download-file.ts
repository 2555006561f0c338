// Saves text as a file in the browser: Blob + object URL + a temporary <a download>, which touches no CSP sink
// (DESIGN §5). Use with src/domain/format/csv.ts for CSV exports, or with a server's file as it came (a Blob: its bytes are
// kept, byte-order mark included — decoding it to text would drop the mark).

export function downloadFile(filename: string, text: string | Blob, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the download has its URL.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
