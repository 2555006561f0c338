import type { CommissioningStep } from '../../../domain/install/commissioning.ts';
import { STEP_INFO } from '../../../domain/install/commissioning.ts';
import type { InstallationStatus } from '../../../domain/sites/statuses.ts';
import { INSTALLATION_STATUS_LABELS } from '../../../domain/sites/statuses.ts';
import { tOr } from '../../../i18n/i18n.ts';

/** An installation status in the language shown (the domain's English where the catalogue has none). */
export const installationStatusText = (status: InstallationStatus): string =>
  tOr(`install.status.${status}`, INSTALLATION_STATUS_LABELS[status]);

/** A commissioning step's name in the language shown. */
export const stepText = (step: CommissioningStep): string =>
  tOr(`install.step.${step}`, STEP_INFO[step].label);

/** Why an installation is stuck at `step`, in the language shown. */
export const stuckReasonText = (step: CommissioningStep): string =>
  tOr(`install.stuck.${step}`, STEP_INFO[step].stuckReason);
