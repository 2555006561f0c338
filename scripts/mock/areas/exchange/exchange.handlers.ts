// The data exchange: the owner's messages answered at the mock's running now (an acknowledgement
// due before it is overdue), filtered with the screen's own rule (src/domain/exchange/exchange.list.ts) and paged by 50;
// a resend follows the message state machine (src/domain/exchange/message-state.ts) and is audited (x-audit).
import { resent } from '../../../../src/domain/exchange/message-state.ts';
import { EXCHANGE_LIST_MODULE } from '../../../../src/domain/exchange/exchange.list.ts';
import { messageAnswer, messagesPage } from './exchange.answers.ts';
import { apiError, type DataHandler } from '../../data/data-handler.ts';
import { runningNow, type Dataset } from '../../data/dataset.ts';
import { listQueryOf } from '../../data/query-params.ts';

export const findMessage = (data: Dataset, id: string | undefined) =>
  data.messages.find((message) => message.id === id);

const notFound = (id: string | undefined) => apiError(404, `Message ${id ?? ''} not found`, 'NOT_FOUND');

export const EXCHANGE_HANDLERS: Readonly<Record<string, DataHandler>> = {
  listExchangeMessages: ({ query }, data) => ({
    status: 200,
    body: messagesPage(data.messages, listQueryOf(EXCHANGE_LIST_MODULE, query), runningNow(data)),
  }),

  getExchangeMessage: ({ pathParams }, data) => {
    const message = findMessage(data, pathParams.messageId);
    return message
      ? { status: 200, body: messageAnswer(message, runningNow(data)) }
      : notFound(pathParams.messageId);
  },

  resendExchangeMessage: ({ pathParams }, data) => {
    const message = findMessage(data, pathParams.messageId);
    if (!message) return notFound(pathParams.messageId);
    const now = runningNow(data);
    const next = resent(message, now);
    if (next === null)
      return apiError(
        409,
        'Only a rejected message or one whose acknowledgement is overdue can be sent again',
        'MESSAGE_NOT_RESENDABLE',
      );
    Object.assign(message, next);
    return { status: 200, body: messageAnswer(message, now) };
  },
};
