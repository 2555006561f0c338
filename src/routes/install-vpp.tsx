import { PageHeader } from '../components/page-header.tsx';
import { useBackTarget } from '../components/use-back-target.ts';
import { routeEntry } from './route-catalogue.ts';
import { useT } from '../i18n/display-preferences.ts';
import { VppScreen } from '../features/vpp/components/vpp-screen.tsx';

/** /install/vpp: the virtual power plant's pool and which sites take part. */
export function InstallVppRoute() {
  const t = useT();
  const entry = routeEntry('installVpp');
  return (
    <>
      <PageHeader title={entry.title} subtitle={t('vpp.subtitle')} {...useBackTarget(entry)} />
      <VppScreen />
    </>
  );
}
