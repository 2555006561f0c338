// The data exchange and job runs: the messages exchanged with grid operators and the ERP, the
// resend of a rejected or overdue one, and the background job runs with their logs.
import { describe, it } from 'vitest';
import {
  ACKNOWLEDGED_MESSAGE,
  FAILED_RUN,
  REJECTED_MESSAGE,
  jobRun,
  jobRunLogPage,
  jobRunsPage,
  message,
  messagesPage,
} from './support/exchange-examples.ts';
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

const pact = createPact();
const UNKNOWN = 'no-such-id';

const listExchangeMessages = operation({
  id: 'listExchangeMessages',
  path: '/ui/v1/data-exchange/messages',
  method: 'get',
});
const getExchangeMessage = operation({
  id: 'getExchangeMessage',
  path: '/ui/v1/data-exchange/messages/{messageId}',
  method: 'get',
  pathParams: { messageId: REJECTED_MESSAGE },
});
const resendExchangeMessage = operation({
  id: 'resendExchangeMessage',
  path: '/ui/v1/data-exchange/messages/{messageId}/resend',
  method: 'post',
  pathParams: { messageId: REJECTED_MESSAGE },
});
const listJobRuns = operation({ id: 'listJobRuns', path: '/ui/v1/job-runs', method: 'get' });
const getJobRun = operation({
  id: 'getJobRun',
  path: '/ui/v1/job-runs/{runId}',
  method: 'get',
  pathParams: { runId: FAILED_RUN },
});
const listJobRunLog = operation({
  id: 'listJobRunLog',
  path: '/ui/v1/job-runs/{runId}/log',
  method: 'get',
  pathParams: { runId: FAILED_RUN },
});

const unknownMessage = notFound('no data exchange message has the id');
const unknownRun = notFound('no job run has the id');

describe('listExchangeMessages', () => {
  it('answers the newest messages and the overdue count', () =>
    expectAnswer(pact, listExchangeMessages, {
      what: 'the newest data exchange messages',
      state: 'data exchange messages exist',
      response: messagesPage,
    }));
  it('sends the state, partner, type, site and time filters', () =>
    expectAnswer(pact, listExchangeMessages, {
      what: 'the rejected planned schedules and master data sent to grid operators',
      state: 'data exchange messages exist',
      query: {
        page: 1,
        state: ['rejected'],
        partner: ['DSO', 'TSO'],
        type: ['MASTER_DATA', 'PLANNED_SCHEDULE'],
        since: '2000-01-01T00:00:00Z',
        until: '2100-01-01T00:00:00Z',
      },
      response: messagesPage,
    }));
  itAnswersErrors(pact, listExchangeMessages, [
    { failure: BAD_REQUEST, query: { state: ['rejected'] } },
    EXPIRED,
    forbidden(listExchangeMessages),
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});

describe('getExchangeMessage', () => {
  it('answers the message with its payload, error and acknowledgement', () =>
    expectAnswer(pact, getExchangeMessage, {
      what: 'a rejected message',
      state: 'data exchange messages exist',
      response: message,
    }));
  itAnswersErrors(pact, getExchangeMessage, [
    BAD_REQUEST,
    EXPIRED,
    forbidden(getExchangeMessage),
    { failure: unknownMessage, pathParams: { messageId: UNKNOWN } },
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});

describe('resendExchangeMessage', () => {
  it('answers the message sent again', () =>
    expectAnswer(pact, resendExchangeMessage, {
      what: 'the rejected message sent again',
      state: 'data exchange messages exist',
      response: { ...message, state: 'sent' },
    }));
  itAnswersErrors(pact, resendExchangeMessage, [
    BAD_REQUEST,
    EXPIRED,
    forbidden(resendExchangeMessage),
    { failure: unknownMessage, pathParams: { messageId: UNKNOWN } },
    {
      failure: {
        status: 409,
        state: 'data exchange messages exist',
        message: 'Conflict',
        errorId: 'MESSAGE_NOT_RESENDABLE',
      },
      pathParams: { messageId: ACKNOWLEDGED_MESSAGE },
    },
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});

describe('listJobRuns', () => {
  it('answers the newest runs and the running count', () =>
    expectAnswer(pact, listJobRuns, {
      what: 'the newest job runs',
      state: 'job runs exist',
      response: jobRunsPage,
    }));
  it('sends the job, state, site and time filters', () =>
    expectAnswer(pact, listJobRuns, {
      what: "a site's failed optimisation runs",
      state: 'job runs exist',
      query: {
        page: 1,
        job: ['optimisation'],
        state: ['failed', 'partly-failed'],
        site: '7246c8fc-51bd-4b07-a286-b513c268d5e3',
        since: '2000-01-01T00:00:00Z',
        until: '2100-01-01T00:00:00Z',
      },
      response: jobRunsPage,
    }));
  itAnswersErrors(pact, listJobRuns, [
    { failure: BAD_REQUEST, query: { job: ['forecasting'] } },
    EXPIRED,
    forbidden(listJobRuns),
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});

describe('getJobRun', () => {
  it('answers the run', () =>
    expectAnswer(pact, getJobRun, {
      what: 'a partly failed run',
      state: 'job runs exist',
      response: jobRun,
    }));
  itAnswersErrors(pact, getJobRun, [
    BAD_REQUEST,
    EXPIRED,
    forbidden(getJobRun),
    { failure: unknownRun, pathParams: { runId: UNKNOWN } },
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});

describe('listJobRunLog', () => {
  it("answers the run's error lines, each naming its site", () =>
    expectAnswer(pact, listJobRunLog, {
      what: "a run's error lines",
      state: 'job runs exist',
      query: { page: 1, level: ['error'] },
      response: jobRunLogPage,
    }));
  itAnswersErrors(pact, listJobRunLog, [
    BAD_REQUEST,
    EXPIRED,
    forbidden(listJobRunLog),
    { failure: unknownRun, pathParams: { runId: UNKNOWN } },
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});
