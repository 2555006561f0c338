import { lazy, Suspense } from 'react';
import { loadScreenWords } from '../../../i18n/screen-areas.ts';
import type { DeviceCheckAlertProps } from './device-check-alert.tsx';

// A failed device check is the exception: its words (one message per error id) and its rules load when one is shown,
// so the add and edit routes and the commands panel do not carry them.
const Alert = lazy(() =>
  Promise.all([import('./device-check-alert.tsx'), loadScreenWords('charger-check')]).then(([module]) => ({
    default: module.DeviceCheckAlert,
  })),
);

/** The device check's alert (device-check-alert.tsx), loaded with its words on the first failure shown. */
export function DeviceCheckAlert(props: DeviceCheckAlertProps) {
  return (
    <Suspense fallback={null}>
      <Alert {...props} />
    </Suspense>
  );
}
