import { lazy } from 'react';
import type { WidgetPreviews } from '../features/widgets/components/widget-preview.tsx';

/**
 * The component each embeddable widget is previewed with, by widget key — the widget's real
 * component, loaded only when its preview opens. A key without an entry (its component is not in the portal yet: the
 * tariff calculator) previews as "no preview available".
 */
export const WIDGET_PREVIEWS: WidgetPreviews = {
  'price-chart': lazy(() =>
    import('../features/pricing/components/price-chart-widget.tsx').then((m) => ({
      default: m.PriceChartWidget,
    })),
  ),
  'smart-charging-demo': lazy(() =>
    import('./sales-smart-charging-demo.tsx').then((m) => ({ default: m.SmartChargingDemoWidget })),
  ),
};
