import { useParams } from 'react-router-dom';
import { paths } from '../config/paths.ts';
import { PreparedInstallationsScreen } from '../features/prepared-installations/components/prepared-installations-screen.tsx';

// /hems/prepared/:id — the id is a HEMS provider key (DESIGN §3). Keyed by it so a new provider starts afresh.
export function HemsPreparedRoute() {
  const { id = '' } = useParams();
  return <PreparedInstallationsScreen key={id} hemsId={id} backTo={paths.hems()} />;
}
