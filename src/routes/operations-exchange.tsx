import { useParams } from 'react-router-dom';
import { PageHeader } from '../components/page-header.tsx';
import { useBackTarget } from '../components/use-back-target.ts';
import { routeEntry } from './route-catalogue.ts';
import { ExchangeMessageScreen } from '../features/exchange/components/exchange-message-screen.tsx';
import { useT } from '../i18n/display-preferences.ts';
import { ExchangeScreen } from '../features/exchange/components/exchange-screen.tsx';

/** /operations/data-exchange: messages with grid operators and the ERP. */
export function OperationsDataExchangeRoute() {
  const t = useT();
  const entry = routeEntry('operationsDataExchange');
  return (
    <>
      <PageHeader title={entry.title} subtitle={t('exchange.subtitle')} {...useBackTarget(entry)} />
      <ExchangeScreen />
    </>
  );
}

/** /operations/data-exchange/:messageId: one message, its payload, error and acknowledgement. */
export function OperationsExchangeMessageRoute() {
  const entry = routeEntry('operationsExchangeMessage');
  const { messageId = '' } = useParams();
  return (
    <>
      <PageHeader title={`${entry.title} ${messageId}`} {...useBackTarget(entry)} />
      <ExchangeMessageScreen key={messageId} messageId={messageId} />
    </>
  );
}
