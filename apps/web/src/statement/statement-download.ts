/** Saves text as a file through a temporary link (the browser's own download). */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** "statement-2026-03-01-to-2026-03-31.csv"; open ends say "all". */
export function statementFileName(from: string, to: string): string {
  return `statement-${from || 'start'}-to-${to || 'today'}.csv`;
}
