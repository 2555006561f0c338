// Response templates of the embeddable-widget calls. Values are those of the mock's catalogue
// (scripts/mock/areas/widgets/widgets.fixtures.ts); the shapes are what the contract asserts.
import { arrayOf, dateTime, text } from './matchers.ts';

export const PRICE_CHART = 'price-chart';

export const widget = (origins: readonly string[] = ['https://www.stadtwerke-example.de']) => ({
  widgetKey: text(PRICE_CHART),
  name: text('Day-ahead price chart'),
  version: text('2.3.1'),
  description: text('The next day’s hourly exchange prices for the bidding zone as a chart.'),
  origins: origins.length === 0 ? [] : arrayOf(text(origins[0] ?? ''), 0),
  embedSnippet: text(
    '<script src="https://widgets.example.energy/price-chart/2.3.1/embed.js" defer></script>',
  ),
  updatedAt: dateTime('2026-10-20T00:00:00Z'),
});

export const widgetList = { items: arrayOf(widget(), 1) };
