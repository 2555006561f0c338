import { WavingHandOutlinedIcon } from '../components/icons/waving-hand-outlined.tsx';
import { useCan } from '../auth/use-can.ts';
import { MessagePanel } from '../components/message-panel.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { HealthScreen } from '../features/health/components/health-screen.tsx';
import { useT } from '../i18n/display-preferences.ts';

/** Home for a person who may not see the problem lists yet — the default `[""]` of a new sign-up. */
function NoAccessYet() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('home.welcome')} />
      <MessagePanel
        icon={<WavingHandOutlinedIcon color="action" fontSize="large" aria-hidden />}
        title={t('home.noAccess')}
      >
        {t('home.noAccessText')}
      </MessagePanel>
    </>
  );
}

// DESIGN §3: home is the health overview (problem lists); the drill-down into one list is the same route with search
// params, so it is a shareable link. The permissions provider wraps the whole shell (app/shell-layout.tsx).
export function HomeRoute() {
  return useCan('listSiteProblems') ? <HealthScreen /> : <NoAccessYet />;
}
