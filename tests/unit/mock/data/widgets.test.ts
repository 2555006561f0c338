// The embeddable widgets answered from the dataset (scripts/mock/areas/widgets/widgets.handlers.ts): the
// catalogue by name; replacing origins normalises them, is seen by the next read, is recorded in the activity log
// with before and after, and a bad origin is refused with its index as the field.
import { describe, expect, it } from 'vitest';
import { createDataLayer } from '../../../../scripts/mock/data/data-layer.ts';
import { createDataset } from '../../../../scripts/mock/data/dataset.ts';
import { loadMockSpec, matchOperation } from '../../../../scripts/mock/select-example.ts';
import type { components } from '../../../../src/api/schema.gen.ts';

type Schemas = components['schemas'];
const spec = loadMockSpec();
const layer = createDataLayer({ spec, base: createDataset() });

function ask(method: string, url: string, owner: string, body?: unknown) {
  const match = matchOperation(spec, method, url);
  if (!match) throw new Error(`no operation for ${method} ${url}`);
  return layer.answer(match, {
    url,
    body: body === undefined ? '' : JSON.stringify(body),
    owner,
    actor: 'sales@operator-portal.example',
  });
}
const list = (owner: string) =>
  (ask('GET', '/ui/v1/sales/widgets', owner).body as Schemas['WidgetList']).items;

describe('widgets in the mock', () => {
  it('lists the catalogue by name, each with a snippet naming its key and version', () => {
    const items = list('widgets-list');
    expect(items.map((w) => w.name)).toEqual([...items.map((w) => w.name)].sort());
    for (const w of items) expect(w.embedSnippet).toContain(`/${w.widgetKey}/${w.version}/`);
  });

  it('replaces the origins, normalised, and records the change', () => {
    const owner = 'widgets-change';
    const answer = ask('PUT', '/ui/v1/sales/widgets/tariff-calculator/origins', owner, {
      origins: ['HTTPS://Shop.Example.com:443', 'https://*.partner.example'],
    });
    expect(answer.status).toBe(200);
    const changed = list(owner).find((w) => w.widgetKey === 'tariff-calculator');
    expect(changed?.origins).toEqual(['https://shop.example.com', 'https://*.partner.example']);
    const log = ask('GET', '/ui/v1/activity', owner).body as Schemas['ActivityResponse'];
    expect(log.entries[0]).toMatchObject({
      operationId: 'updateWidgetOrigins',
      target: { kind: 'widget', key: 'tariff-calculator', label: 'Tariff calculator' },
    });
  });

  it('refuses a bad origin by index, an unknown key with 404, and changes nothing', () => {
    const owner = 'widgets-refuse';
    const before = list(owner);
    const answer = ask('PUT', '/ui/v1/sales/widgets/price-chart/origins', owner, {
      origins: ['https://ok.example.com', 'http://plain.example.com'],
    });
    expect(answer.status).toBe(422);
    expect((answer.body as Schemas['ApiError']).fieldErrors?.map((e) => e.field)).toEqual(['origins[1]']);
    expect(ask('PUT', '/ui/v1/sales/widgets/no-such-widget/origins', owner, { origins: [] }).status).toBe(
      404,
    );
    expect(list(owner)).toEqual(before);
  });
});
