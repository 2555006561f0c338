import { CheckCircleIcon } from '../../../components/icons/check-circle.tsx';
import { RadioButtonUncheckedIcon } from '../../../components/icons/radio-button-unchecked.tsx';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import {
  commissioningChecklist,
  firstUnmetStep,
  STEP_INFO,
  type CommissioningStep,
} from '../../../domain/install/commissioning.ts';
import type { CompanyInstallation } from '../../../domain/install/company-installations.rules.ts';
import { useT } from '../../../i18n/display-preferences.ts';
import { t } from '../../../i18n/i18n.ts';
import { stepText, stuckReasonText } from './install-words.ts';

/** The screen that does an unmet step, for this installation (null: nothing in the portal does it). */
function actionOf(row: CompanyInstallation, step: CommissioningStep): { href: string; label: string } | null {
  const action = STEP_INFO[step].action;
  if (action === 'addCharger' && row.commissioning.waitingGateway !== null) {
    return {
      href: paths.assetsAddEvse({
        installationUuid: row.uuid,
        hemGatewayId: row.commissioning.waitingGateway,
      }),
      label: t('install.addCharger'),
    };
  }
  if (action === 'gatewayDevices' || action === 'addCharger') {
    return {
      href: paths.assetsGatewayDevices({ installationUuid: row.uuid }),
      label: t('install.gatewayDevices'),
    };
  }
  return null;
}

/**
 * An installation's commissioning checklist: each step met or not, and for the first unmet one
 * why the installation is stuck with a link to the screen that fixes it.
 */
export function CommissioningSteps({ row }: { readonly row: CompanyInstallation }) {
  useT();
  const first = firstUnmetStep(row.commissioning);
  const action = first === null ? null : actionOf(row, first);
  return (
    <Box>
      <Box
        component="ol"
        aria-label={t('install.commissioningOf', { name: row.name })}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {commissioningChecklist(row.commissioning).map(({ step, met }) => (
          <Box
            component="li"
            key={step}
            // Relative, and the hidden "done / not yet" at its top left: it stays inside its step (an absolute box whose
            // containing block lay outside the table's scroll container widened the page; at its static place after
            // the text it widened the step).
            sx={{
              position: 'relative',
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.25,
              fontSize: '0.8125rem',
            }}
          >
            {met ? (
              <CheckCircleIcon fontSize="inherit" color="success" aria-hidden />
            ) : (
              <RadioButtonUncheckedIcon fontSize="inherit" color="disabled" aria-hidden />
            )}
            <span>
              {stepText(step)}
              <Box component="span" sx={{ ...visuallyHidden, top: 0, left: 0 }}>
                {t(met ? 'install.stepDone' : 'install.stepNotYet')}
              </Box>
            </span>
          </Box>
        ))}
      </Box>
      {first === null ? null : (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          <strong>{t('install.stuckAt', { step: stepText(first) })}</strong> {stuckReasonText(first)}{' '}
          {action === null ? null : (
            <Link component={RouterLink} to={action.href} underline="always">
              {action.label}
            </Link>
          )}
        </Typography>
      )}
    </Box>
  );
}

// As wide as its step and wrapping inside it ("width: 1" in sx would be 100 % anyway): a hidden text on one line
// wider than a short step ("Aktiviert" with ": noch nicht") overflowed it, clipped.
const visuallyHidden = {
  position: 'absolute',
  width: '100%',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
} as const;
