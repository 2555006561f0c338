// The embeddable widgets' data-backed answers: the catalogue lives in the owner's copy of the
// dataset as the `widgets` collection (created from widgets.fixtures.ts on first use); replacing a widget's origins is
// checked with the portal's one origin rule (src/domain/widgets/embed-origins.ts) and recorded by the audit hook
// (audit-targets.ts).
import type { components } from '../../../../src/api/schema.gen.ts';
import { checkEmbedOrigins } from '../../../../src/domain/widgets/embed-origins.ts';
import { apiError, type DataAnswer, type DataHandler } from '../../data/data-handler.ts';
import { datasetNow, runningNow, type Dataset, type JsonRecord } from '../../data/dataset.ts';
import { initialWidgets, type Widget } from './widgets.fixtures.ts';

type FieldError = components['schemas']['FieldError'];

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The owner's widgets, by name. */
export function widgetsOf(data: Dataset): Widget[] {
  data.collections.widgets ??= {
    key: 'widgetKey',
    rows: initialWidgets(datasetNow(data)) as unknown as JsonRecord[],
  };
  return data.collections.widgets.rows as unknown as Widget[];
}

export const findWidget = (data: Dataset, key: string): Widget | undefined =>
  widgetsOf(data).find((widget) => widget.widgetKey === key);

const validationFailed = (fieldErrors: FieldError[]): DataAnswer => ({
  status: 422,
  body: {
    message: fieldErrors.map((e) => e.message).join(' '),
    status: 422,
    errorId: 'VALIDATION_FAILED',
    fieldErrors,
  },
});

const originsOfBody = (body: unknown): string[] =>
  typeof body === 'object' && body !== null && Array.isArray((body as { origins?: unknown }).origins)
    ? (body as { origins: unknown[] }).origins.map(String)
    : [];

export const WIDGET_HANDLERS: Readonly<Record<string, DataHandler>> = {
  listWidgets: (_request, data) => ({ status: 200, body: { items: widgetsOf(data) } }),
  updateWidgetOrigins: (request, data) => {
    const key = request.pathParams.widgetKey ?? '';
    const widget = findWidget(data, key);
    if (!widget) return apiError(404, `Widget ${key} not found`, 'NOT_FOUND');
    const check = checkEmbedOrigins(originsOfBody(request.body));
    if (!check.ok)
      return validationFailed(
        [...check.errors].map(([index, message]) => ({ field: `origins[${index}]`, message })),
      );
    widget.origins = [...check.origins];
    widget.updatedAt = iso(runningNow(data));
    return { status: 200, body: widget };
  },
};
