// The CSV export's progress and outcome (src/components/csv-export-panel.tsx): loaded with the panel's code on the
// first click of Export CSV. ICU MessageFormat; the English source types the keys (src/i18n/catalogue-types.ts).
export const csv = {
  'csv.cancelExport': 'Cancel export',
  'csv.exporting': 'Exporting {what}',
  'csv.exportingSoFar': 'Exporting {what}: {rows} rows so far…',
  'csv.exportingOf': 'Exporting {what}: {rows} of {total} rows…',
  'csv.exported': 'Exported {rows} rows.',
  'csv.exportedCapped':
    'Exported the first {cap} rows only (the export is capped at {cap} rows): narrow the filters to get the rest.',
  'csv.exportedFoundCapped':
    'Exported {rows} rows, found in the first {cap} only (the export is capped at {cap} rows): narrow the filters to get the rest.',
  'csv.exportCancelled': 'Export cancelled; nothing was saved.',
  'csv.exportFailed': 'The export failed after {rows} rows: {message}. Nothing was saved; try again.',
} as const;
