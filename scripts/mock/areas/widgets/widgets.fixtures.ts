// The embeddable widget catalogue: the mock's initial widgets, deterministic (no random stream:
// the catalogue is a short product list, not generated data). The origins include a `*.` wildcard entry and one
// widget that nobody may embed yet, so that the screen's empty list shows.
import type { components } from '../../../../src/api/schema.gen.ts';

export type Widget = components['schemas']['Widget'];

const CDN = 'https://widgets.example.energy';

/** The snippet a partner pastes: a container element and the versioned loader script. */
export const embedSnippet = (widgetKey: string, version: string): string =>
  `<div data-energy-widget="${widgetKey}"></div>\n<script src="${CDN}/${widgetKey}/${version}/embed.js" defer></script>`;

const at = (now: number, daysBefore: number) =>
  new Date(now - daysBefore * 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z');

const widget = (
  now: number,
  widgetKey: string,
  name: string,
  version: string,
  description: string,
  origins: string[],
  daysBefore: number,
): Widget => ({
  widgetKey,
  name,
  version,
  description,
  origins,
  embedSnippet: embedSnippet(widgetKey, version),
  updatedAt: at(now, daysBefore),
});

/** By name (the order of listWidgets); `now` is the dataset's now, so the change dates move with it. */
export function initialWidgets(now: number): Widget[] {
  return [
    widget(
      now,
      'price-chart',
      'Day-ahead price chart',
      '2.3.1',
      'The next day’s hourly exchange prices for the bidding zone as a chart, with the cheapest hours marked.',
      ['https://www.stadtwerke-example.de', 'https://*.energie-partner.example'],
      12,
    ),
    widget(
      now,
      'smart-charging-demo',
      'Smart-charging demo',
      '1.4.0',
      'Plans an electric car’s charge over the next day by price and solar surplus and shows the saving.',
      ['https://www.autohaus-example.de'],
      30,
    ),
    widget(
      now,
      'tariff-calculator',
      'Tariff calculator',
      '3.0.2',
      'Postcode and yearly consumption in, the matching tariffs and their monthly price out; links to the order.',
      [],
      3,
    ),
  ];
}
