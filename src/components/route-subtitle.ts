import type { RouteEntry } from '../routes/route-catalogue.ts';

/** The params of a screen as its subtitle: a lone param is shown as is, several as `name: value` pairs. */
export function routeSubtitle(
  entry: RouteEntry,
  params: Readonly<Record<string, string | undefined>>,
): string {
  const values = entry.paramNames.map((name) => [name, params[name] ?? ''] as const);
  if (values.length === 0) return '';
  if (values.length === 1) return values[0]?.[1] ?? '';
  return values.map(([name, value]) => `${name}: ${value}`).join(' · ');
}
