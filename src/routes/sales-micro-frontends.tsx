import { PageHeader } from '../components/page-header.tsx';
import { useBackTarget } from '../components/use-back-target.ts';
import { routeEntry } from './route-catalogue.ts';
import { WidgetsScreen } from '../features/widgets/components/widgets-screen.tsx';
import { WIDGET_PREVIEWS } from './sales-widget-previews.ts';

/** /sales/micro-frontends: the widgets partners embed, who may embed them, and their previews. */
export function SalesMicroFrontendsRoute() {
  const entry = routeEntry('salesMicroFrontends');
  return (
    <>
      <PageHeader
        title={entry.title}
        subtitle="The widgets partners embed in their own pages: who may embed them, the snippet, a preview"
        {...useBackTarget(entry)}
      />
      <WidgetsScreen previews={WIDGET_PREVIEWS} />
    </>
  );
}
