import { useQuery } from '@tanstack/react-query';
import { toQueryState } from '../../../api/query-state.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import { LiveFigure } from '../../../components/live-figure.tsx';
import { exchangeQueryOf, NO_EXCHANGE_FILTERS } from '../../../domain/exchange/exchange.list.ts';
import { useT } from '../../../i18n/display-preferences.ts';
import { tOr } from '../../../i18n/i18n.ts';
import { exchangeMessagesQueryOptions } from '../api/exchange-messages.ts';

/** The acknowledgements overdue now: the unfiltered first page's `overdue` (the screen's own first-page query). */
export function OverdueAcknowledgementsFigure() {
  useT();
  const query = useQuery({
    ...exchangeMessagesQueryOptions(useApiClient(), exchangeQueryOf(NO_EXCHANGE_FILTERS, 1)),
    select: (answer) => answer.overdue,
  });
  return (
    <LiveFigure
      state={toQueryState(query)} // The operations page may not load the data exchange's words: English until it does.
      label={tOr('exchange.figure', 'acknowledgements overdue')}
    />
  );
}
