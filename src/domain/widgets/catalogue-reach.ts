// What the widget catalogue's card on /sales says: how many widgets partners may embed and on how
// many distinct origins they are allowed (an origin allowed for two widgets counts once; compared lower-case, as the
// embed-origin rule compares them).

export interface CatalogueReach {
  readonly widgets: number;
  readonly origins: number;
}

export function catalogueReach(widgets: readonly { readonly origins: readonly string[] }[]): CatalogueReach {
  const origins = new Set<string>();
  for (const widget of widgets) for (const origin of widget.origins) origins.add(origin.toLowerCase());
  return { widgets: widgets.length, origins: origins.size };
}

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "4 widgets, allowed on 6 origins"; "No widgets yet" for an empty catalogue. */
export function catalogueReachText({ widgets, origins }: CatalogueReach): string {
  if (widgets === 0) return 'No widgets yet';
  return `${counted(widgets, 'widget', 'widgets')}, allowed on ${counted(origins, 'origin', 'origins')}`;
}
