import { ErrorIcon } from '../../../components/icons/error.tsx';
import { useCanOpenHref } from '../../../auth/use-can.ts';
import { InfoIcon } from '../../../components/icons/info.tsx';
import { TaskAltIcon } from '../../../components/icons/task-alt.tsx';
import { WarningIcon } from '../../../components/icons/warning.tsx';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import {
  problemText,
  problemTitle,
  SEVERITIES,
  SEVERITY_LABELS,
  severityOf,
} from '../../../domain/problems/problems.ts';
import type { ProblemSeverity } from '../../../domain/problems/problems.ts';
import { Link as RouterLink } from 'react-router-dom';
import { DetailCard } from '../../../components/detail-card.tsx';
import { paths } from '../../../config/paths.ts';
import { isEvseProblemCode } from '../../../domain/evse/evse-catalogue.ts';
import { problemExplanation } from '../../../components/problem-explanation.ts';
import { useT } from '../../../i18n/display-preferences.ts';
import { formatCount } from '../../../domain/format/locale-format.ts';

const ICONS: Readonly<Record<ProblemSeverity, typeof ErrorIcon>> = {
  critical: ErrorIcon,
  warning: WarningIcon,
  info: InfoIcon,
};
const COLORS = { critical: 'error', warning: 'warning', info: 'info' } as const;

/** The chargers list narrowed to this site's chargers with the problem (search by the site's user reference). */
const chargersWith = (code: string, userReference: string) =>
  `${paths.assetsEvses()}?${new URLSearchParams({ evse_problem: code, q: userReference }).toString()}`;

/**
 * Where an unregistered charger is added: the site's installation's gateway devices when the answer names them, else
 * the gateway search narrowed to the site's gateway (its result leads there).
 */
const gatewayDevicesOf = (gatewayId: string, installationUuid: string | undefined) =>
  installationUuid !== undefined
    ? paths.assetsGatewayDevices({ installationUuid })
    : `${paths.assetsSearchGateways()}?${new URLSearchParams({ q: gatewayId }).toString()}`;

/**
 * The site's current problems with their user texts, most severe first (the server's order within a severity); an
 * EVSE problem links to the site's chargers that have it; an unregistered charger to the site's gateway, where it
 * can be added.
 */
export function SiteProblemsCard({
  problems,
  userReference,
  gatewayId,
  installationUuid,
  site,
}: {
  problems: readonly string[];
  userReference: string;
  gatewayId: string;
  installationUuid?: string | undefined;
  /** The site's keys for the screens that explain a problem (its energy pages, under its first fleet). */
  site: { readonly subscription: string; readonly fleets: readonly { readonly uuid: string }[] };
}) {
  const canOpenHref = useCanOpenHref();
  const t = useT();
  const ordered = [...problems].sort(
    (a, b) => SEVERITIES.indexOf(severityOf(a)) - SEVERITIES.indexOf(severityOf(b)),
  );
  return (
    <DetailCard title={t('siteDetail.problems', { count: formatCount(problems.length) })}>
      {ordered.length === 0 ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <TaskAltIcon color="success" aria-hidden />
          <Typography variant="body2">{t('siteDetail.nothingNeeded')}</Typography>
        </Box>
      ) : (
        <List dense disablePadding aria-label={t('siteDetail.problemsList')}>
          {ordered.map((code) => {
            const severity = severityOf(code);
            const Icon = ICONS[severity];
            const explained = problemExplanation(code, site);
            return (
              <ListItem key={code} disableGutters alignItems="flex-start">
                <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }}>
                  <Icon color={COLORS[severity]} titleAccess={SEVERITY_LABELS[severity]} />
                </ListItemIcon>
                <ListItemText
                  primary={problemTitle(code)}
                  secondary={
                    <>
                      {problemText(code)}
                      <Box
                        component="span"
                        sx={{ display: 'block', fontFamily: 'monospace', fontSize: '0.75rem', mt: 0.25 }}
                      >
                        {code}
                      </Box>
                      {isEvseProblemCode(code) && canOpenHref(chargersWith(code, userReference)) ? (
                        <Link component={RouterLink} to={chargersWith(code, userReference)}>
                          {t('siteDetail.chargersConcerned')}
                        </Link>
                      ) : null}
                      {explained !== undefined && canOpenHref(explained.href) ? (
                        <Link component={RouterLink} to={explained.href}>
                          {explained.text}
                        </Link>
                      ) : null}
                      {code === 'SITE_HAS_UNREGISTERED_EVSE' &&
                      canOpenHref(gatewayDevicesOf(gatewayId, installationUuid)) ? (
                        <Link component={RouterLink} to={gatewayDevicesOf(gatewayId, installationUuid)}>
                          {t('siteDetail.addOnGateway')}
                        </Link>
                      ) : null}
                    </>
                  }
                  slotProps={{ primary: { sx: { fontWeight: 500 } } }}
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </DetailCard>
  );
}
