// The embeddable widgets of the sales area: the catalogue and replacing a widget's embed origins.
import { describe, it } from 'vitest';
import {
  BAD_REQUEST,
  EXPIRED,
  SERVER_ERROR,
  TOO_MANY_REQUESTS,
  forbidden,
  notFound,
} from './support/failures.ts';
import { expectAnswer, itAnswersErrors, operation } from './support/operation.ts';
import { createPact } from './support/pact.ts';
import { PRICE_CHART, widget, widgetList } from './support/widget-examples.ts';

const pact = createPact();
const STATE = 'the widget catalogue is offered';

const listWidgets = operation({ id: 'listWidgets', path: '/ui/v1/sales/widgets', method: 'get' });
const updateWidgetOrigins = operation({
  id: 'updateWidgetOrigins',
  path: '/ui/v1/sales/widgets/{widgetKey}/origins',
  method: 'put',
  pathParams: { widgetKey: PRICE_CHART },
  body: { origins: ['https://shop.example.com', 'https://*.partner.example'] },
});

describe('listWidgets', () => {
  it('answers every widget with its origins and snippet', () =>
    expectAnswer(pact, listWidgets, { what: 'the widget catalogue', state: STATE, response: widgetList }));
  itAnswersErrors(pact, listWidgets, [
    BAD_REQUEST,
    EXPIRED,
    forbidden(listWidgets),
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});

describe('updateWidgetOrigins', () => {
  it('answers the widget with its normalised origins', () =>
    expectAnswer(pact, updateWidgetOrigins, {
      what: 'the price chart with two origins',
      state: STATE,
      response: widget(['https://shop.example.com']),
    }));
  itAnswersErrors(pact, updateWidgetOrigins, [
    BAD_REQUEST,
    EXPIRED,
    forbidden(updateWidgetOrigins),
    { failure: notFound('no widget has the key'), pathParams: { widgetKey: 'no-such-widget' } },
    {
      failure: {
        status: 422,
        state: STATE,
        message: 'Unprocessable Content',
        errorId: 'VALIDATION_FAILED',
        fieldErrors: [{ field: 'origins[0]', message: 'Use https://' }],
      },
      body: { origins: ['http://shop.example.com'] },
    },
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});
