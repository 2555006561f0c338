import { ToneTag } from './tone-tag.tsx';
import { FIRMWARE_SUPPORT_LABELS } from '../domain/evse/evse-catalogue.ts';
import type { FirmwareSupport } from '../domain/evse/evse-types.ts';

/** The support state in words, coloured as a warning when unsupported (never colour alone). */
export function FirmwareSupportChip({ support }: { support: FirmwareSupport | null }) {
  if (support === null)
    return <ToneTag label="Support unknown (models list not loaded)" variant="outlined" />;
  return (
    // Filled: outlined warning text (orange on white) fails WCAG contrast; the theme's filled warning is dark on orange.
    <ToneTag
      variant={support === 'SUPPORTED' ? 'outlined' : 'filled'}
      tone={support === 'SUPPORTED' ? 'success' : 'warning'}
      label={FIRMWARE_SUPPORT_LABELS[support]}
    />
  );
}
