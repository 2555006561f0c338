// Response templates of the data exchange and job run calls. Values are those of the generated
// dataset; the shapes are what the contract asserts. Pact cannot match "this object or null" (see gateway-examples.ts),
// so the interactions ask for what has them: every message is about a site, a rejected message has its error and
// acknowledgement, and every error line of a run's log names a site.
import type { components } from '../../src/api/schema.gen.ts';
import { arrayOf, dateTime, int, matching, oneOf, orNull, text, uuid } from './matchers.ts';
import type { Template } from './types.ts';

type Schemas = components['schemas'];

const ID = '^[A-Za-z0-9._:-]+$';
const MESSAGE_STATES = ['queued', 'sent', 'overdue', 'acknowledged', 'rejected', 'received'] as const;
const TYPES = [
  'MASTER_DATA',
  'PLANNED_SCHEDULE',
  'UNAVAILABILITY',
  'ACTIVATION',
  'ACKNOWLEDGEMENT',
  'SETTLEMENT',
] as const;

/** A rejected message of the dataset, and an acknowledged one (not resendable). */
export const REJECTED_MESSAGE = 'msg-000282';
export const ACKNOWLEDGED_MESSAGE = 'msg-000449';
/** A finished optimisation run with failed sites. */
export const FAILED_RUN = 'run-optimisation-20261031T2259';

const siteRef = {
  subscription: uuid('7246c8fc-51bd-4b07-a286-b513c268d5e3'),
  userReference: text('CUST-807024'),
};

export const messageRow = {
  id: matching(ID, 'msg-000282'),
  direction: oneOf(['outbound', 'inbound'], 'outbound'),
  partner: { kind: oneOf(['TSO', 'DSO', 'ERP'], 'DSO'), name: text('Westnetz') },
  type: oneOf(TYPES, 'PLANNED_SCHEDULE'),
  site: siteRef,
  state: oneOf(MESSAGE_STATES, 'rejected'),
  createdAt: dateTime('2026-10-30T08:00:00Z'),
  sentAt: orNull(dateTime('2026-10-30T08:00:30Z')),
  acknowledgementDue: orNull(dateTime('2026-10-30T14:00:30Z')),
  attempts: int(1),
} satisfies Template<Schemas['ExchangeMessageRow']>;

export const messagesPage = {
  messages: arrayOf(messageRow, 1),
  page: int(1),
  countPages: int(1),
  countTotal: int(1),
  overdue: int(3),
} satisfies Template<Schemas['ExchangeMessagesResponse']>;

export const message = {
  ...messageRow,
  documentId: text('RD2-0123456789'),
  refersTo: orNull(matching(ID, 'msg-000281')),
  payload: text('<PlannedResourceSchedule_MarketDocument>…</PlannedResourceSchedule_MarketDocument>'),
  error: { code: text('Z35'), text: text('Schedule does not cover the whole delivery day') },
  acknowledgement: {
    messageId: matching(ID, 'msg-000283'),
    receivedAt: dateTime('2026-10-30T09:00:00Z'),
    outcome: oneOf(['accepted', 'rejected'], 'rejected'),
    code: text('Z35'),
    text: text('Schedule does not cover the whole delivery day'),
  },
} satisfies Template<Schemas['ExchangeMessage']>;

const RUN_STATES = ['running', 'succeeded', 'partly-failed', 'failed'] as const;
const JOBS = ['forecasting', 'optimisation', 'trading-bids', 'problem-detection', 'data-exchange'] as const;

export const jobRun = {
  id: matching(ID, FAILED_RUN),
  job: oneOf(JOBS, 'optimisation'),
  state: oneOf(RUN_STATES, 'partly-failed'),
  startedAt: dateTime('2026-10-31T22:59:00Z'),
  finishedAt: orNull(dateTime('2026-10-31T23:08:30Z')),
  durationMs: int(570_000),
  sitesTotal: int(225),
  sitesProcessed: int(225),
  sitesFailed: int(7),
} satisfies Template<Schemas['JobRun']>;

export const jobRunsPage = {
  runs: arrayOf(jobRun, 1),
  page: int(1),
  countPages: int(1),
  countTotal: int(1),
  running: int(5),
} satisfies Template<Schemas['JobRunsResponse']>;

export const jobRunLogPage = {
  lines: arrayOf(
    {
      at: dateTime('2026-10-31T23:00:00Z'),
      level: oneOf(['debug', 'info', 'warning', 'error'], 'error'),
      message: text('CUST-807024: site not optimizable: battery capacity missing in master data'),
      site: siteRef,
    },
    1,
  ),
  page: int(1),
  countPages: int(1),
  countTotal: int(1),
} satisfies Template<Schemas['JobRunLogResponse']>;
