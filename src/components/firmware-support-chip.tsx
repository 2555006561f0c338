import { ToneTag } from './tone-tag.tsx';
import { FIRMWARE_SUPPORT_LABELS } from '../domain/evse/evse-catalogue.ts';
import type { FirmwareSupport } from '../domain/evse/evse-types.ts';
import { useT } from '../i18n/display-preferences.ts';
import { tOr } from '../i18n/i18n.ts';

/*
 * The chip is drawn by the charger screens (the `chargers` words) and the OCPP candidates (the `gateways` words): its
 * words are looked up in whichever of the two is loaded, English otherwise.
 */
const supportText = (support: FirmwareSupport | 'unknown', english: string): string =>
  tOr(`chargers.support.${support}`, tOr(`gateways.support.${support}`, english));

/** The support state in words, coloured as a warning when unsupported (never colour alone). */
export function FirmwareSupportChip({ support }: { support: FirmwareSupport | null }) {
  useT();
  if (support === null)
    return (
      <ToneTag
        label={supportText('unknown', 'Support unknown (models list not loaded)')}
        variant="outlined"
      />
    );
  return (
    // Filled: outlined warning text (orange on white) fails WCAG contrast; the theme's filled warning is dark on orange.
    <ToneTag
      variant={support === 'SUPPORTED' ? 'outlined' : 'filled'}
      tone={support === 'SUPPORTED' ? 'success' : 'warning'}
      label={supportText(support, FIRMWARE_SUPPORT_LABELS[support])}
    />
  );
}
