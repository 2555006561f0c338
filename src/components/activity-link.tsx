import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { useCanOpen } from '../auth/use-can.ts';
import { paths } from '../config/paths.ts';
import { LIST_PARAMS } from '../domain/lists/list-state.ts';
import { WhoCanNote } from './who-can-note.tsx';
import { useT } from '../i18n/display-preferences.ts';

/** The activity log searched for a target: `/operations/activity?q=<target>`. */
export const activityHref = (target: string): string =>
  `${paths.operationsActivity()}?${new URLSearchParams({ [LIST_PARAMS.text]: target }).toString()}`;

export interface ActivityLinkProps {
  /** What the activity log is searched for: the record's identifier (uuid, OCPP identity, gateway id …). */
  readonly target: string;
  /** The record, as the note's object: "this charger". */
  readonly what: string;
}

/**
 * On a record's page: "Activity", the log of who changed it, searched for its identifier. A person who may not read
 * the log is told who can instead of being offered a dead link.
 */
export function ActivityLink({ target, what }: ActivityLinkProps) {
  const t = useT();
  if (!useCanOpen('operationsActivity'))
    return <WhoCanNote action={`Seeing who changed ${what}`} operation="listActivity" />;
  return (
    <Button
      component={RouterLink}
      to={activityHref(target)}
      // No icon: it sits in headers of routes close to their JS budget (DESIGN §6).
      variant="text"
      aria-label={t('lists.activityOf', { what })}
    >
      {t('lists.activity')}
    </Button>
  );
}
