// Named examples of the embeddable-widget calls, from the same catalogue the data-backed mock
// starts with (scripts/mock/areas/widgets/widgets.fixtures.ts), at the reference date.
import type { components } from '../../../../src/api/schema.gen.ts';
import { initialWidgets } from './widgets.fixtures.ts';
import { REFERENCE_DATE } from '../../../generate/fixtures.ts';
import type { NamedExamples } from '../../../generate/named-examples.ts';

type Schemas = components['schemas'];

export function widgetExamples(): Record<string, NamedExamples> {
  const widgets = initialWidgets(REFERENCE_DATE);
  const first = widgets[0];
  if (!first) throw new Error('the widget catalogue is empty');
  return {
    listWidgets: {
      default: {
        summary: `${widgets.length} widgets`,
        value: { items: widgets } satisfies Schemas['WidgetList'],
      },
      empty: { summary: 'No widget offered', value: { items: [] } satisfies Schemas['WidgetList'] },
    },
    updateWidgetOrigins: {
      default: {
        summary: `${first.name} with one more origin`,
        value: {
          ...first,
          origins: [...first.origins, 'https://shop.example.com'],
          updatedAt: '2026-11-01T00:00:00Z',
        } satisfies Schemas['Widget'],
      },
    },
  };
}
