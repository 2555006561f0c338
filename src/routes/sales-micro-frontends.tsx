import { PageHeader } from '../components/page-header.tsx';
import { useBackTarget } from '../components/use-back-target.ts';
import { routeEntry } from './route-catalogue.ts';
import { useT } from '../i18n/display-preferences.ts';
import { WidgetsScreen } from '../features/widgets/components/widgets-screen.tsx';
import { WIDGET_PREVIEWS } from './sales-widget-previews.ts';

/** /sales/micro-frontends: the widgets partners embed, who may embed them, and their previews. */
export function SalesMicroFrontendsRoute() {
  const t = useT();
  const entry = routeEntry('salesMicroFrontends');
  return (
    <>
      <PageHeader title={entry.title} subtitle={t('sales.widgets.subtitle')} {...useBackTarget(entry)} />
      <WidgetsScreen previews={WIDGET_PREVIEWS} />
    </>
  );
}
