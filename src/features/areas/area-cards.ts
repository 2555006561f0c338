import { canOpen, type HeldPermissions } from '../../auth/access.ts';
import type { RouteId } from '../../config/paths.ts';
import type { AreaDeclaration, AreaCard, ComingSection, PickerSection } from '../../routes/route-record.ts';

export interface VisibleArea {
  /** The cards the person may open, in declaration order; `coming`: the screen has no content yet (not linked). */
  readonly cards: readonly (AreaCard & { readonly coming: boolean })[];
  /** The sections still to be built that lead to a route the person may open. */
  readonly coming: readonly ComingSection[];
  /** The pickers that lead to a route the person may open. */
  readonly pickers: readonly PickerSection[];
}

/**
 * What an area page shows a person: the declared cards whose route they may open, each linked
 * or listed as coming by whether its screen has content, and the coming sections that lead somewhere they may go.
 */
export function visibleArea(
  area: AreaDeclaration,
  held: HeldPermissions,
  hasContent: (id: RouteId) => boolean,
): VisibleArea {
  return {
    cards: area.cards
      .filter((card) => canOpen(card.route, held))
      .map((card) => ({ ...card, coming: !hasContent(card.route) })),
    coming: (area.coming ?? []).filter((section) => section.routes.some((id) => canOpen(id, held))),
    pickers: (area.pickers ?? []).filter((section) => section.routes.some((id) => canOpen(id, held))),
  };
}
