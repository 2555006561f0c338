// The VPP calls' data-backed answers: every site the caller sees (vpp.scope.ts) as a VPP row by the
// portal's one eligibility rule (src/domain/vpp/vpp-eligibility.ts, through scripts/mock/areas/vpp/vpp.answers.ts), filtered with
// the list's rule (src/domain/vpp/vpp-query.ts) and paged by 50; the pool from the same rows; enrolling and
// withdrawing change the owner's `vppEnrolments` (the audit hook records both: audit-targets.ts).
import { LIST_PAGE_SIZE } from '../../../../src/domain/lists/paging.ts';
import { VPP_LIST_MODULE } from '../../../../src/domain/vpp/vpp.list.ts';
import { VPP_BLOCKER_TEXT, VPP_REFUSAL_TEXT } from '../../../../src/domain/vpp/vpp-catalogue.ts';
import { enrol, withdraw, type VppChange } from '../../../../src/domain/vpp/vpp-eligibility.ts';
import { filterVppSites } from '../../../../src/domain/vpp/vpp-query.ts';
import { vppPoolAnswer, vppSites, vppTsos, type VppSite, type VppWorld } from './vpp.answers.ts';
import { apiError, type DataAnswer, type DataHandler, type DataRequest } from '../../data/data-handler.ts';
import { allSites, runningNow, type Dataset } from '../../data/dataset.ts';
import { listQueryOf } from '../../data/query-params.ts';
import { visibleSitesOf } from './vpp.scope.ts';

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

export function vppWorldOfDataset(data: Dataset): VppWorld {
  return {
    sites: allSites(data).map(({ site }) => site),
    energy: data.energy,
    siteProblems: data.siteProblems,
    enrolments: data.vppEnrolments,
  };
}

/** Every VPP row the caller of `request` sees, now. */
export function visibleVppSites(request: DataRequest, data: Dataset): VppSite[] {
  return vppSites(vppWorldOfDataset(data), runningNow(data), visibleSitesOf(request, data));
}

/** One site's VPP row now, whoever asks (the audit hook's view of a target); undefined for an unknown site. */
export function vppSiteNow(data: Dataset, subscription: string): VppSite | undefined {
  const site = allSites(data).find((entry) => entry.site.subscription === subscription)?.site;
  return site === undefined
    ? undefined
    : vppSites(vppWorldOfDataset(data), runningNow(data), (s) => s === site)[0];
}

function refused(change: Extract<VppChange, { ok: false }>): DataAnswer {
  const reasons = change.blockers.map((blocker) => VPP_BLOCKER_TEXT[blocker]).join(' ');
  const message =
    change.errorId === 'VPP_SITE_BLOCKED'
      ? `${VPP_REFUSAL_TEXT.VPP_SITE_BLOCKED ?? ''} ${reasons}`.trim()
      : (VPP_REFUSAL_TEXT[change.errorId] ?? change.errorId);
  return apiError(409, message, change.errorId);
}

/** Enrol or withdraw the path's site: 404 for a site the caller does not see, 409 when the rule refuses. */
function changeEnrolment(action: typeof enrol): DataHandler {
  return (request, data) => {
    const key = request.pathParams.subscription ?? '';
    const row = visibleVppSites(request, data).find((candidate) => candidate.subscription === key);
    if (!row) return apiError(404, `Site ${key} not found`, 'NOT_FOUND');
    const change = action(row.blockers, data.vppEnrolments[key], iso(runningNow(data)));
    if (!change.ok) return refused(change);
    data.vppEnrolments[key] = change.record;
    return { status: 200, body: vppSiteNow(data, key) };
  };
}

export const VPP_HANDLERS: Readonly<Record<string, DataHandler>> = {
  listVppSites: (request, data) => {
    const { page, ...query } = listQueryOf(VPP_LIST_MODULE, request.query);
    const rows = visibleVppSites(request, data);
    const matching = filterVppSites(rows, query);
    return {
      status: 200,
      body: {
        sites: matching.slice((page - 1) * LIST_PAGE_SIZE, page * LIST_PAGE_SIZE),
        page,
        countPages: Math.ceil(matching.length / LIST_PAGE_SIZE),
        countTotal: matching.length,
        tsos: vppTsos(rows),
      },
    };
  },
  getVppPool: (request, data) => ({ status: 200, body: vppPoolAnswer(visibleVppSites(request, data)) }),
  enrolVppSite: changeEnrolment(enrol),
  withdrawVppSite: changeEnrolment(withdraw),
};
