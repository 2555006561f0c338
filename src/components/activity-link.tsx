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
  /**
   * `what` is in the language shown (from the catalogue), so the words around it are too; left out, `what` is one of
   * the English ones still outside the catalogue and the link and note stay English around it.
   */
  readonly inLanguageShown?: boolean;
}

const englishActivity = 'Activity';
const englishActivityOf = (what: string) => `Activity of ${what}`;
const englishSeeingWho = (what: string) => `Seeing who changed ${what}`;

/**
 * On a record's page: "Activity", the log of who changed it, searched for its identifier. A person who may not read
 * the log is told who can instead of being offered a dead link.
 */
export function ActivityLink({ target, what, inLanguageShown = false }: ActivityLinkProps) {
  const t = useT();
  if (!useCanOpen('operationsActivity'))
    return (
      <WhoCanNote
        action={inLanguageShown ? t('lists.seeingWhoChanged', { what }) : englishSeeingWho(what)}
        operation="listActivity"
        inLanguageShown={inLanguageShown}
      />
    );
  return (
    <Button
      component={RouterLink}
      to={activityHref(target)}
      // No icon: it sits in headers of routes close to their JS budget (DESIGN §6).
      variant="text"
      aria-label={inLanguageShown ? t('lists.activityOf', { what }) : englishActivityOf(what)}
    >
      {inLanguageShown ? t('lists.activity') : englishActivity}
    </Button>
  );
}
