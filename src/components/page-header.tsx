import { ArrowBackIcon } from './icons/arrow-back.tsx';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useContext, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { PageCrumbsContext } from './page-crumbs-context.ts';
import { tOr } from '../i18n/i18n.ts';
import { useT } from '../i18n/display-preferences.ts';
import { TruncatedText } from './truncated-text.tsx';

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Back goes to this path (a link, so it also opens in a new tab). */
  backTo?: string;
  /** Back goes one step back in the browser history (used where the previous page is not fixed). */
  backOneStep?: boolean;
  /** Accessible name of the back button. */
  backLabel?: string;
  /** Items between the back button and the title. */
  left?: ReactNode;
  /** Items at the far end, e.g. a filter button. */
  right?: ReactNode;
  /**
   * The names of the records above this page that the screen knows from what it loaded, by id (a fleet's uuid →
   * its name): their breadcrumbs say these instead of a kind and an id.
   */
  names?: Readonly<Record<string, string>>;
}

export function PageHeader({
  title,
  subtitle,
  backTo,
  backOneStep = false,
  backLabel,
  left,
  right,
  names,
}: PageHeaderProps) {
  useT();
  const navigate = useNavigate();
  const crumbs = useContext(PageCrumbsContext);
  // The shell's words; English where a page outside the shell shows a header without them.
  const back = backLabel ?? tOr('shell.back', 'Back');
  const backButtonSx = { width: 40, height: 40 };
  return (
    <>
      {crumbs?.(typeof title === 'string' ? title : undefined, names)}
      {/* The title keeps room for a few words (12rem) before anything beside it: on a phone the items at the far
          end go to a line of their own rather than squeeze the title to "S…". */}
      <Stack
        component="header"
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 2, minHeight: 56 }}
      >
        {backTo !== undefined ? (
          <IconButton component={RouterLink} to={backTo} aria-label={back} sx={backButtonSx}>
            <ArrowBackIcon />
          </IconButton>
        ) : backOneStep ? (
          <IconButton onClick={() => void navigate(-1)} aria-label={back} sx={backButtonSx}>
            <ArrowBackIcon />
          </IconButton>
        ) : null}
        {left}
        <Box sx={{ minWidth: 0, flex: '1 1 12rem' }}>
          <Typography component="h1" variant="h5" noWrap>
            {typeof title === 'string' ? <TruncatedText text={title} /> : title}
          </Typography>
          {subtitle !== undefined && subtitle !== null ? (
            <Typography variant="body2" color="text.secondary" noWrap>
              {typeof subtitle === 'string' ? <TruncatedText text={subtitle} /> : subtitle}
            </Typography>
          ) : null}
        </Box>
        {right === undefined ? null : <Box sx={{ flexShrink: 0, ml: 'auto', maxWidth: '100%' }}>{right}</Box>}
      </Stack>
    </>
  );
}
