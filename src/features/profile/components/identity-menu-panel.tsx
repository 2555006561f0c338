import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { QueryState } from '../../../api/query-state.ts';
import {
  FORMATS,
  LANGUAGE_NAMES,
  LANGUAGES,
  type DisplayPreferences,
  type RegionalFormat,
} from '../../../domain/i18n/preferences.ts';
import { useT } from '../../../i18n/display-preferences.ts';
import type { Profile } from '../api/get-profile.ts';
import { errorText } from '../../../i18n/error-text.ts';

const SAMPLE_INSTANT = new Date(Date.UTC(2026, 11, 31, 13, 5));

/** A format named by what it looks like: its tag, a date and a number written in it. */
const formatSample = (format: RegionalFormat): string =>
  `${format} · ${new Intl.DateTimeFormat(format, { dateStyle: 'short', timeZone: 'UTC' }).format(SAMPLE_INSTANT)} · ${new Intl.NumberFormat(format, { minimumFractionDigits: 1 }).format(1234.5)}`;

interface DisplayChoice {
  preferences: DisplayPreferences;
  change: (next: Partial<DisplayPreferences>) => void;
  saved: boolean;
}

/** The identity menu's content (loaded on first opening): email, roles, company, language and format. */
export function IdentityMenuPanel({
  id,
  anchor,
  profile,
  display,
  onClose,
}: {
  id: string;
  anchor: HTMLElement | null;
  profile: QueryState<Profile>;
  display: DisplayChoice;
  onClose: () => void;
}) {
  const t = useT();
  const person = profile.status === 'ready' ? profile.data.person : undefined;
  const roles = person?.roles ?? [];
  const { preferences, change, saved } = display;
  const choices = [
    <Divider key="choices-divider" />,
    <ListSubheader key="language" id={`${id}-language`} sx={{ lineHeight: 2.5 }}>
      {t('identity.language')}
    </ListSubheader>,
    ...LANGUAGES.map((language) => (
      <MenuItem
        key={`language-${language}`}
        role="menuitemradio"
        aria-checked={preferences.language === language}
        selected={preferences.language === language}
        lang={language}
        onClick={() => change({ language })}
      >
        {LANGUAGE_NAMES[language]}
      </MenuItem>
    )),
    <ListSubheader key="format" id={`${id}-format`} sx={{ lineHeight: 2.5 }}>
      {t('identity.format')}
    </ListSubheader>,
    ...FORMATS.map((format) => (
      <MenuItem
        key={`format-${format}`}
        role="menuitemradio"
        aria-checked={preferences.format === format}
        selected={preferences.format === format}
        onClick={() => change({ format })}
      >
        {formatSample(format)}
      </MenuItem>
    )),
    saved ? null : (
      <Typography key="not-saved" role="status" variant="body2" sx={{ px: 2, py: 1, maxWidth: 320 }}>
        {t('identity.notSaved')}
      </Typography>
    ),
  ];
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {profile.status === 'error' ? (
        [
          <Typography key="why" role="status" variant="body2" sx={{ px: 2, py: 1, maxWidth: 320 }}>
            {t('identity.loadFailed', { message: errorText(profile.error) })}
          </Typography>,
          <MenuItem
            key="retry"
            onClick={() => {
              profile.retry();
              onClose();
            }}
          >
            {t('identity.tryAgain')}
          </MenuItem>,
          ...choices,
        ]
      ) : profile.status === 'loading' ? (
        <Typography role="status" variant="body2" sx={{ px: 2, py: 1 }}>
          {t('identity.loading')}
        </Typography>
      ) : (
        [
          <Typography key="name" variant="subtitle2" sx={{ px: 2, pt: 1 }}>
            {person?.name ?? t('identity.signedIn')}
          </Typography>,
          <Typography key="email" variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }}>
            {person?.email ?? t('identity.unknownPerson')}
          </Typography>,
          <Divider key="divider" />,
          <Typography key="roles" variant="body2" sx={{ px: 2, pt: 1, pb: person?.company ? 0 : 1 }}>
            {roles.length > 0 ? t('identity.roles', { roles: roles.join(', ') }) : t('identity.noRole')}
          </Typography>,
          person?.company ? (
            <Typography key="company" variant="body2" sx={{ px: 2, pb: 1 }}>
              {t('identity.company', { company: person.company.name })}
            </Typography>
          ) : null,
          ...choices,
        ]
      )}
    </Menu>
  );
}
