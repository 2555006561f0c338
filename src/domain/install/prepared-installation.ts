import { displayDateTime } from '../format/date-display.ts';
import type { components } from '../../api/schema.gen.ts';
import type { InstallationStatus } from '../sites/statuses.ts';

/** A prepared installation as the API sends it (SPEC §3: the hems id in `hems.id`, the gateway id in `pvBattGateway.id`). */
export type PreparedInstallationSource = components['schemas']['PreparedInstallationSource'];

/** SPEC §3 "Prepared installation": the flat row the list shows and the filter engine reads. */
export interface PreparedInstallation {
  readonly uuid: string;
  readonly name: string;
  readonly hemProvider: string;
  readonly hemsId: string;
  readonly status: InstallationStatus;
  readonly created: string;
  readonly pvBattGatewayType: string;
  readonly pvBattGatewayId: string;
  readonly installer: string;
  /** The site it became once activated (proposed), or null. */
  readonly site: { readonly subscription: string; readonly userReference: string } | null;
}

/** Source shape -> list row. A missing nested object (a backend sending null) yields an empty id, not a crash. */
export function toPreparedInstallation(source: PreparedInstallationSource): PreparedInstallation {
  return {
    uuid: source.uuid,
    name: source.name,
    hemProvider: source.hemProvider,
    hemsId: source.hems?.id ?? '',
    status: source.status,
    created: source.created,
    pvBattGatewayType: source.pvBattGatewayType,
    pvBattGatewayId: source.pvBattGateway?.id ?? '',
    installer: source.installer,
    site:
      source.site === null || source.site === undefined
        ? null
        : { subscription: source.site.subscription, userReference: source.site.userReference },
  };
}

export function toPreparedInstallations(
  sources: readonly PreparedInstallationSource[] | null | undefined,
): PreparedInstallation[] {
  return (sources ?? []).map(toPreparedInstallation);
}

/** The row header's secondary text (DESIGN §3): `<hemProvider>: <hems.id>`. */
export function hemsLabel(row: Pick<PreparedInstallation, 'hemProvider' | 'hemsId'>): string {
  return `${row.hemProvider}: ${row.hemsId}`;
}

/** 'Created at' in the browser's local time, in the filters' date style (SPEC §9 yyyy/MM/dd) plus the time. */
export function formatCreatedAt(created: string): string {
  return displayDateTime(created);
}
