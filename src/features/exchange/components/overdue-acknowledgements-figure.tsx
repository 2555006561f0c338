import { useQuery } from '@tanstack/react-query';
import { toQueryState } from '../../../api/query-state.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import { LiveFigure } from '../../../components/live-figure.tsx';
import { exchangeQueryOf, NO_EXCHANGE_FILTERS } from '../../../domain/exchange/exchange.list.ts';
import { exchangeMessagesQueryOptions } from '../api/exchange-messages.ts';

/** The acknowledgements overdue now: the unfiltered first page's `overdue` (the screen's own first-page query). */
export function OverdueAcknowledgementsFigure() {
  const query = useQuery({
    ...exchangeMessagesQueryOptions(useApiClient(), exchangeQueryOf(NO_EXCHANGE_FILTERS, 1)),
    select: (answer) => answer.overdue,
  });
  return <LiveFigure state={toQueryState(query)} label="acknowledgements overdue" />;
}
