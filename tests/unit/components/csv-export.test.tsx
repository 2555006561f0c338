// The one export machinery of every list (csv-export-button.tsx, loading csv-export-panel.tsx and use-csv-export.ts on
// the first click): pages walked with progress, the cap said plainly, a failure that saves nothing, the list's own
// steps applied before writing.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error.ts';
import { CsvExportButton } from '../../../src/components/csv-export-button.tsx';
import { downloadFile } from '../../../src/components/download-file.ts';
import { loadedRows, type CsvExportOptions } from '../../../src/components/csv-export-options.ts';

// @download-stand-in: downloadFile is a vi.fn, tests/helpers/download-stand-in.ts (vite.config.ts).

afterEach(() => vi.mocked(downloadFile).mockClear());

interface Row {
  readonly n: number;
  readonly label: string;
}

function Exporter(props: CsvExportOptions<Row, number>) {
  return <CsvExportButton {...props} what="the rows" />;
}

const columns = [
  { header: 'N', cell: (row: Row) => row.n },
  { header: 'Label', cell: (row: Row) => row.label },
];
const rowsOf = (from: number, count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({ n: from + i + 0.5, label: `=row ${from + i}` }));

/** `count` rows in pages of 10, cursor = the next page's first index. */
const paged =
  (count: number, onPage: (cursor: number) => void = () => undefined) =>
  async (cursor: number | undefined) => {
    const from = cursor ?? 0;
    onPage(from);
    const next = from + 10 < count ? from + 10 : undefined;
    return { rows: rowsOf(from, Math.min(10, count - from)), next, total: count };
  };

describe('the CSV export of a list', () => {
  it('stops walking at the cap and says the file holds the first rows only', async () => {
    const asked: number[] = [];
    render(
      <Exporter name="rows" columns={columns} fetchPage={paged(95, (from) => asked.push(from))} cap={30} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(
      await screen.findByText(
        'Exported the first 30 rows only (the export is capped at 30 rows): narrow the filters to get the rest.',
      ),
    ).toBeInTheDocument();
    expect(asked).toEqual([0, 10, 20]);
    const [name, text] = vi.mocked(downloadFile).mock.calls[0] as [string, string];
    expect(name).toMatch(/^rows-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines).toHaveLength(31);
    // Numbers stay numbers; a text cell that would start a formula does not.
    expect(lines[1]).toBe("0.5,'=row 0");
  });

  it('with a step of the list’s own (a client-side filter) says how many of the capped rows it kept', async () => {
    render(
      <Exporter
        name="rows"
        columns={columns}
        fetchPage={paged(95)}
        cap={30}
        select={(rows: readonly Row[]) => rows.filter((row) => Math.floor(row.n) % 2 === 0)}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(
      await screen.findByText(
        'Exported 15 rows, found in the first 30 only (the export is capped at 30 rows): narrow the filters to get the rest.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the rows so far when no total is known, and a failed page saves nothing', async () => {
    let fail: (error: unknown) => void = () => undefined;
    const fetchPage = async (cursor: number | undefined) => {
      if (cursor === undefined) return { rows: rowsOf(0, 10), next: 10 };
      return new Promise<never>((_resolve, reject) => (fail = reject));
    };
    render(<Exporter name="rows" columns={columns} fetchPage={fetchPage} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Exporting the rows: 10 rows so far…')).toBeInTheDocument();
    await act(async () => fail(new ApiError({ message: 'Service unavailable', status: 503 })));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'The export failed after 10 rows: Service unavailable. Nothing was saved; try again.',
      ),
    );
    expect(downloadFile).not.toHaveBeenCalled();
  });

  it('a list loaded whole exports its rows as one page', async () => {
    render(<Exporter name="all" columns={columns} fetchPage={loadedRows(rowsOf(0, 3))} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Exported 3 rows.')).toBeInTheDocument();
    expect((vi.mocked(downloadFile).mock.calls[0] as [string, string])[1]).toBe(
      "\uFEFFN,Label\r\n0.5,'=row 0\r\n1.5,'=row 1\r\n2.5,'=row 2\r\n",
    );
  });
});
