import { LiveStatement } from '../../../components/live-figure.tsx';
import { funnelFigureText } from '../../../domain/sales/funnel-figure.ts';
import { DEFAULT_FUNNEL_PERIOD, type FunnelView } from '../../../domain/sales/funnel-view.ts';
import { useOrderFunnel } from '../api/get-order-funnel.ts';

/** The screen's default view: the card and the screen share one cached answer. */
const DEFAULT_VIEW: FunnelView = { period: DEFAULT_FUNNEL_PERIOD, channel: null };

/** The /sales card's figure: orders of the last 30 days and the overall conversion — the screen's call. */
export function OrderFunnelFigure() {
  return (
    <LiveStatement
      state={useOrderFunnel(DEFAULT_VIEW)}
      text={(funnel) => funnelFigureText(funnel.current, funnel.period)}
      unavailable="Funnel not available"
    />
  );
}
