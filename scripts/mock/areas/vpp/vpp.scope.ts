// THE seam where the VPP calls learn which sites the caller may see (installers see only their company's
// sites). The company of an installation and the scope rule are being added to the mock by another change (branch
// p33-install); until it lands every caller sees every site, as staff roles do. When it lands, this one function
// returns its predicate and the VPP handlers (vpp.handlers.ts) follow without any other change.
import type { SiteRow } from '../../../generate/fixtures.ts';
import type { DataRequest } from '../../data/data-handler.ts';
import type { Dataset } from '../../data/dataset.ts';

export type VisibleSite = (site: SiteRow) => boolean;

const EVERY_SITE: VisibleSite = () => true;

/** The sites the caller of `request` may see in `data`. */
export function visibleSitesOf(_request: DataRequest, _data: Dataset): VisibleSite {
  return EVERY_SITE;
}
