import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useT } from '../../../i18n/display-preferences.ts';

/** The components a widget is previewed with, by widget key: lazy, so the screen loads a widget's code only on demand. */
export type WidgetPreviews = Readonly<Record<string, LazyExoticComponent<ComponentType>>>;

/** A widget drawn by its real component inside the page (never injected HTML); says so when there is none yet. */
export function WidgetPreview({
  name,
  Component,
}: {
  name: string;
  Component: LazyExoticComponent<ComponentType> | undefined;
}) {
  const t = useT();
  if (Component === undefined) return <Alert severity="info">{t('sales.widgets.noPreview', { name })}</Alert>;
  return (
    <Suspense fallback={<LinearProgress aria-label={t('sales.widgets.loadingPreview', { name })} />}>
      <Component />
    </Suspense>
  );
}
