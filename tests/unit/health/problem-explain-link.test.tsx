// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PermissionsProvider } from '../../../src/auth/permissions-provider.tsx';
import { DataTable } from '../../../src/components/data-table.tsx';
import { problemColumns } from '../../../src/features/health/components/problem-row-columns.tsx';
import { storePermissions } from '../../helpers/granted-permissions.ts';
import { problemRow } from './problem-rows.ts';

const FLEET = '405fba4a-c201-488c-a953-e5676b187b81';

function rows() {
  return [
    problemRow(1, 'SITE_PROBLEM_SITE_TELEMETRY_LARGE_GAPS', {
      fleets: [
        { uuid: FLEET, name: 'North' },
        { uuid: '6b0c6c8e-1d0a-4a4e-9d38-0d7c1f0e2a11', name: 'South' },
      ],
    }),
    problemRow(2, 'PV_FORECAST_DEVIATION', {
      fleets: [
        { uuid: FLEET, name: 'North' },
        { uuid: '6b0c6c8e-1d0a-4a4e-9d38-0d7c1f0e2a11', name: 'South' },
      ],
    }),
    problemRow(3, 'SITE_PROBLEM_SITE_TELEMETRY_SMALL_GAPS'),
    problemRow(4, 'SITE_OFFLINE_NOW', {
      fleets: [
        { uuid: FLEET, name: 'North' },
        { uuid: '6b0c6c8e-1d0a-4a4e-9d38-0d7c1f0e2a11', name: 'South' },
      ],
    }),
  ];
}

function renderRows(problemRows: ReturnType<typeof rows>) {
  render(
    <MemoryRouter>
      <PermissionsProvider>
        {/* The drill-down's columns, drawn as the kit's table draws them (a header row, a row per problem). */}
        <DataTable
          label="Site problems"
          columns={problemColumns()}
          loading={false}
          loadingLabel=""
          skeletonRows={0}
        >
          {problemRows.map((row) => (
            <tr key={`${row.siteUuid}:${row.problemName}`}>
              {problemColumns().map((column) => (
                <td key={column.id}>{column.cell(row)}</td>
              ))}
            </tr>
          ))}
        </DataTable>
      </PermissionsProvider>
    </MemoryRouter>,
  );
}

describe('energy problems link to the view that explains them', () => {
  it('telemetry gaps open the telemetry, forecast deviation the history (a fleetless site’s on its own page); others do not link', () => {
    renderRows(rows());
    const [gaps, deviation, fleetless, offline] = within(screen.getByRole('table'))
      .getAllByRole('row')
      .slice(1);
    const [first, second, third, fourth] = rows();
    expect(within(gaps!).getByRole('link', { name: 'See the telemetry gaps' })).toHaveAttribute(
      'href',
      `/fleet/${FLEET}/subscription/${first!.subscription}/site-telemetry`,
    );
    expect(within(deviation!).getByRole('link', { name: 'See forecast and measurement' })).toHaveAttribute(
      'href',
      `/fleet/${FLEET}/subscription/${second!.subscription}/site-energy-history`,
    );
    expect(within(fleetless!).getByRole('link', { name: 'See the telemetry gaps' })).toHaveAttribute(
      'href',
      `/site/${third!.subscription}/energy/site-telemetry`,
    );
    expect(within(offline!).queryByRole('link', { name: /^See / })).toBeNull();
    expect(fourth!.fleets?.[0]?.uuid).toBe(FLEET);
  });

  it('a person who may not open the explaining screen gets no link (here: no energy:read)', () => {
    storePermissions(['health:read', 'sites:read']);
    renderRows(rows());
    expect(within(screen.getByRole('table')).queryByRole('link', { name: /^See / })).toBeNull();
  });
});
