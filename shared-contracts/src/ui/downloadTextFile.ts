/**
 * Saves text as a file through a temporary object URL. A UTF-8 byte-order mark goes first so
 * spreadsheet programs read non-ASCII names correctly.
 */
export function downloadTextFile(text: string, fileName: string, mimeType = 'text/csv;charset=utf-8'): void {
  const blob = new Blob(['\uFEFF', text], { type: mimeType });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start the download only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
