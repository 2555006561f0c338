import { WavingHandOutlinedIcon } from '../components/icons/waving-hand-outlined.tsx';
import { useCan } from '../auth/use-can.ts';
import { MessagePanel } from '../components/message-panel.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { HealthScreen } from '../features/health/components/health-screen.tsx';

/** Home for a person who may not see the problem lists yet — the default `[""]` of a new sign-up. */
function NoAccessYet() {
  return (
    <>
      <PageHeader title="Welcome to the Operator Portal" />
      <MessagePanel
        icon={<WavingHandOutlinedIcon color="action" fontSize="large" aria-hidden />}
        title="You have no access yet"
      >
        Your account works, but no role has been given to it yet, so there is nothing here for you to see. Ask
        an administrator to give you the role you need; your next page load picks it up.
      </MessagePanel>
    </>
  );
}

// DESIGN §3: home is the health overview (problem lists); the drill-down into one list is the same route with search
// params, so it is a shareable link. The permissions provider wraps the whole shell (app/shell-layout.tsx).
export function HomeRoute() {
  return useCan('listSiteProblems') ? <HealthScreen /> : <NoAccessYet />;
}
