import type { SearchAnswer, SearchKind } from './jump-search.ts';
import { targetKey, type JumpTarget } from './jump-target.ts';

/*
 * The dialog's results: one group per kind that found something, in the answer's kind order;
 * every site offers its live view as a second option right under it (the phone call's shortest way).
 */

export interface JumpGroup {
  readonly kind: SearchKind;
  readonly title: string;
  /** Every match of the kind; more than `targets` hold when the server capped the group. */
  readonly countTotal: number;
  readonly shown: number;
  readonly targets: readonly JumpTarget[];
}

export const KIND_TITLES: Readonly<Record<SearchKind, string>> = {
  site: 'Sites',
  gateway: 'Gateways',
  charger: 'Chargers',
  fleet: 'Fleets',
  installation: 'Prepared installations',
};

export function jumpGroupsOf(answer: SearchAnswer): JumpGroup[] {
  const groups: JumpGroup[] = [
    {
      kind: 'site',
      title: KIND_TITLES.site,
      countTotal: answer.sites.countTotal,
      shown: answer.sites.items.length,
      targets: answer.sites.items.flatMap((hit): JumpTarget[] => [
        { kind: 'site', view: 'page', hit },
        { kind: 'site', view: 'live', hit },
      ]),
    },
    group(
      'gateway',
      answer.gateways.countTotal,
      answer.gateways.items.map((hit) => ({ kind: 'gateway', view: 'page', hit })),
    ),
    group(
      'charger',
      answer.chargers.countTotal,
      answer.chargers.items.map((hit) => ({ kind: 'charger', view: 'page', hit })),
    ),
    group(
      'fleet',
      answer.fleets.countTotal,
      answer.fleets.items.map((hit) => ({ kind: 'fleet', view: 'page', hit })),
    ),
    group(
      'installation',
      answer.installations.countTotal,
      answer.installations.items.map((hit) => ({ kind: 'installation', view: 'page', hit })),
    ),
  ];
  // One option per thing even if an answer names it twice (option ids and keys must be unique).
  const seen = new Set<string>();
  return groups
    .map((g) => ({
      ...g,
      targets: g.targets.filter((target) => {
        const key = targetKey(target);
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      }),
    }))
    .filter((g) => g.targets.length > 0);
}

function group(kind: SearchKind, countTotal: number, targets: JumpTarget[]): JumpGroup {
  return { kind, title: KIND_TITLES[kind], countTotal, shown: targets.length, targets };
}

/** What an option says: the thing's label, or for a live view "Live stream" with the site as its detail. */
export function optionText(target: JumpTarget): { primary: string; secondary: string } {
  if (target.kind === 'site' && target.view === 'live')
    return {
      primary: `Live stream · ${target.hit.label}`,
      secondary: `Energy of the site · ${target.hit.detail}`,
    };
  return { primary: target.hit.label, secondary: target.hit.detail };
}

/** The kind as a recent item names it. */
export const KIND_NAMES: Readonly<Record<SearchKind, string>> = {
  site: 'Site',
  gateway: 'Gateway',
  charger: 'Charger',
  fleet: 'Fleet',
  installation: 'Prepared installation',
};
