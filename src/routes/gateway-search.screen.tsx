import { PageHeader } from '../components/page-header.tsx';
import { useBackTarget } from '../components/use-back-target.ts';
import { paths } from '../config/paths.ts';
import { GatewaySearch } from '../features/gateways/components/gateway-search.tsx';
import { routeEntry } from './route-catalogue.ts';
import { useT } from '../i18n/display-preferences.ts';

// A module of its own: the search's list screen (its filters, chips and pages) stays out of the other gateway
// screens' JS (gateway-screens.tsx), and theirs out of the search's.

/** /assets/search-gateways */
export function SearchGatewaysRoute() {
  const t = useT();
  const entry = routeEntry('assetsSearchGateways');
  return (
    <>
      <PageHeader title={entry.title} subtitle={t('gateways.searchSubtitle')} {...useBackTarget(entry)} />
      <GatewaySearch
        hrefOf={(g) => paths.assetsGateway({ hemsLogicalId: g.hemsLogicalId, hemGatewayId: g.hemGatewayId })}
      />
    </>
  );
}
