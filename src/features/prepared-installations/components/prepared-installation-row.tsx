import { ExpandMoreIcon } from '../../../components/icons/expand-more.tsx';
import { OpenInNewIcon } from '../../../components/icons/open-in-new.tsx';
import Accordion from '@mui/material/Accordion';
import AccordionActions from '@mui/material/AccordionActions';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { paths } from '../../../config/paths.ts';
import { hemsLabel, type PreparedInstallation } from '../../../domain/install/prepared-installation.ts';
import { PreparedInstallationFields } from './prepared-installation-fields.tsx';
import { useT } from '../../../i18n/display-preferences.ts';

export interface PreparedInstallationRowProps {
  installation: PreparedInstallation;
  expanded: boolean;
  onToggle: (uuid: string, expanded: boolean) => void;
  onOpen: (uuid: string) => void;
}

export function PreparedInstallationRow({
  installation,
  expanded,
  onToggle,
  onOpen,
}: PreparedInstallationRowProps) {
  const t = useT();
  const { uuid } = installation;
  return (
    <Accordion
      expanded={expanded}
      onChange={(_event, next) => onToggle(uuid, next)}
      disableGutters
      // Closed rows keep their fields out of the DOM: a long list stays light. Each row is the page's next heading
      // level under its h1 (MUI's default h3 skipped h2: axe heading-order).
      slotProps={{ heading: { component: 'h2' }, transition: { unmountOnExit: true } }}
    >
      {/* MUI wires the summary to the details region by these ids. */}
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        // The header shrinks to the row; a long name or id then wraps (whole, never cut) instead of widening it.
        sx={{ '& .MuiAccordionSummary-content': { minWidth: 0 } }}
        id={`installation-${uuid}-header`}
        aria-controls={`installation-${uuid}-details`}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, minWidth: 0 }}>
          <StatusBadge status={installation.status} />
          <Box sx={{ minWidth: 0 }}>
            <Typography component="span" sx={{ display: 'block', fontWeight: 500, overflowWrap: 'anywhere' }}>
              {installation.name}
            </Typography>
            <Typography
              component="span"
              variant="body2"
              color="text.secondary"
              sx={{ display: 'block', overflowWrap: 'anywhere' }}
            >
              {hemsLabel(installation)}
            </Typography>
          </Box>
        </Box>
      </AccordionSummary>
      <AccordionDetails>
        <PreparedInstallationFields installation={installation} />
      </AccordionDetails>
      <AccordionActions sx={{ flexWrap: 'wrap' }}>
        {/* Its gateway devices (where a charger is added) and, once activated, its site. */}
        {installation.site === null ? null : (
          <Button
            size="small"
            component={RouterLink}
            to={paths.site({ subUuid: installation.site.subscription })}
          >
            {t('install.prepared.site', { reference: installation.site.userReference })}
          </Button>
        )}
        <Button
          size="small"
          component={RouterLink}
          to={paths.assetsGatewayDevices({ installationUuid: uuid })}
        >
          {t('install.prepared.gatewayDevices')}
        </Button>
        <Button size="small" startIcon={<OpenInNewIcon />} onClick={() => onOpen(uuid)}>
          {t('install.prepared.open')}
        </Button>
      </AccordionActions>
    </Accordion>
  );
}
