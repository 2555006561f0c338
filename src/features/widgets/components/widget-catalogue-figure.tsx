import { LiveStatement } from '../../../components/live-figure.tsx';
import { catalogueReach, catalogueReachText } from '../../../domain/widgets/catalogue-reach.ts';
import { useWidgets } from '../api/list-widgets.ts';

/** The /sales card's figure: the widgets and the origins allowed to embed them — the screen's call. */
export function WidgetCatalogueFigure() {
  return (
    <LiveStatement
      state={useWidgets()}
      text={(widgets) => catalogueReachText(catalogueReach(widgets))}
      unavailable="Widgets not available"
    />
  );
}
