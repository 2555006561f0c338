import { Outlet } from 'react-router-dom';
import { PageHeader } from './page-header.tsx';
import { fillPattern } from '../config/paths.ts';
import { routeEntries, type RouteEntry } from '../routes/route-catalogue.ts';
import { NotAvailableState } from './not-available-state.tsx';
import { SectionTabs } from './section-tabs.tsx';
import { routeSubtitle } from './route-subtitle.ts';
import { useBackTarget } from './use-back-target.ts';
import { useScreenRoute } from './use-screen-route.ts';
import { useT } from '../i18n/display-preferences.ts';

function SectionLinks({
  screen,
  params,
}: {
  screen: RouteEntry;
  params: Readonly<Record<string, string | undefined>>;
}) {
  const t = useT();
  const sections = routeEntries.filter((entry) => entry.childOf === screen.id);
  if (sections.length === 0) return null;
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) if (value !== undefined) values[name] = value;
  const tabs = [screen, ...sections].map((entry) => ({
    label: entry === screen ? t('notAvailable.overview') : entry.title,
    href: fillPattern(entry.pattern, values),
  }));
  return <SectionTabs label={t('notAvailable.sections', { title: screen.title })} tabs={tabs} />;
}

/**
 * DESIGN §3: a screen the SPEC does not show — its header (title from the route table, params as subtitle, back)
 * and an honest "not available yet" state. Screens with child sections (history-log …) link to them.
 */
export function NotAvailableScreen() {
  const t = useT();
  const { screen, section, params } = useScreenRoute();
  const back = useBackTarget(screen);
  if (screen === undefined) return null;
  const subtitle = routeSubtitle(screen, params);
  return (
    <>
      <PageHeader title={screen.title} subtitle={subtitle === '' ? undefined : subtitle} {...back} />
      <SectionLinks screen={screen} params={params} />
      {section === undefined ? (
        <NotAvailableState what={t('notAvailable.screen', { title: screen.title })} />
      ) : (
        <Outlet />
      )}
    </>
  );
}
