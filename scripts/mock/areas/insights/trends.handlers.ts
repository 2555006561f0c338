// The data-backed answer of the trends screen: today counted live from the owner's world (its sites
// and problem rows, writes included), the past days drifting towards the generated world's figures (the anchor, one
// per seed: a write changes today, never the kept history). The range's rules are the screen's (src/domain/trends).
import { buildFixtures, REFERENCE_DATE } from '../../../generate/fixtures.ts';
import { trendAnchor, trendAnswer, TRENDS_TIME_ZONE, type TrendSnapshot } from './trends.answers.ts';
import {
  isValidSpan,
  MAX_TREND_SPAN_DAYS,
  TREND_HISTORY_DAYS,
} from '../../../../src/domain/trends/trend-range.ts';
import { addDays, zonedDate } from '../../../../src/domain/format/zoned-time.ts';
import { allSites, runningNow, type Dataset } from '../../data/dataset.ts';
import { apiError, type DataHandler } from '../../data/data-handler.ts';

const DEFAULT_DAYS = 30;
const anchors = new Map<number, TrendSnapshot>();

function anchorOf(seed: number): TrendSnapshot {
  let anchor = anchors.get(seed);
  if (!anchor) {
    anchor = trendAnchor(buildFixtures(seed), REFERENCE_DATE);
    anchors.set(seed, anchor);
  }
  return anchor;
}

export const trendWorldOf = (data: Dataset) => ({
  sites: allSites(data).map(({ site }) => site),
  siteProblems: data.siteProblems,
  installationProblems: data.installationProblems,
});

export const TRENDS_HANDLERS: Readonly<Record<string, DataHandler>> = {
  getTrendSnapshots: ({ query }, data) => {
    const now = runningNow(data);
    const today = zonedDate(now, TRENDS_TIME_ZONE);
    const to = query.get('to') ?? today;
    const from = query.get('from') ?? addDays(to, -(DEFAULT_DAYS - 1));
    if (!isValidSpan(from, to, today))
      return apiError(
        400,
        `from … to must be valid days, at most ${MAX_TREND_SPAN_DAYS} of them, ending by today and starting at most ${TREND_HISTORY_DAYS} days ago`,
        'VALIDATION_FAILED',
      );
    return {
      status: 200,
      body: trendAnswer(data.seed, anchorOf(data.seed), trendWorldOf(data), now, from, to),
    };
  },
};
