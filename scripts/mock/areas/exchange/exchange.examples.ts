// Named examples of the data exchange and job run calls, for Prism alone; the data-backed mock
// answers them from the owner's world with the same functions (exchange.answers.ts) at its now.
import { buildExchangeWorld } from './exchange.fixtures.ts';
import { logPage, messageAnswer, messagesPage, runAnswer, runsPage } from './exchange.answers.ts';
import { REFERENCE_DATE, type Fixtures } from '../../../generate/fixtures.ts';
import type { NamedExamples } from '../../../generate/named-examples.ts';

export function exchangeExamples(fixtures: Fixtures): Record<string, NamedExamples> {
  const { messages, jobRuns } = buildExchangeWorld(fixtures);
  const now = REFERENCE_DATE;
  const rejected = messages.find((message) => message.state === 'rejected');
  const [run] = jobRuns;
  if (rejected === undefined || run === undefined)
    throw new Error('exchange fixtures without a rejected message or a run');
  const resent = { ...rejected, state: 'sent' as const, attempts: rejected.attempts + 1 };
  return {
    listExchangeMessages: {
      default: {
        summary: 'The newest 50 messages at the reference date',
        value: messagesPage(messages, { page: 1 }, now),
      },
    },
    getExchangeMessage: {
      default: { summary: 'A message the grid operator rejected', value: messageAnswer(rejected, now) },
    },
    resendExchangeMessage: {
      default: { summary: 'The rejected message sent again', value: messageAnswer(resent, now) },
    },
    listJobRuns: {
      default: {
        summary: 'The newest 50 runs at the reference date',
        value: runsPage(jobRuns, { page: 1 }, now),
      },
    },
    getJobRun: { default: { summary: 'The newest run', value: runAnswer(run, now) } },
    listJobRunLog: {
      default: {
        summary: 'The first 50 lines of the newest run',
        value: logPage(run, { page: 1 }, now + 3_600_000),
      },
    },
  };
}
