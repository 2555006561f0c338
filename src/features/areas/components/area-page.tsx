import { PageHeader } from '../../../components/page-header.tsx';
import { useBackTarget } from '../../../components/use-back-target.ts';
import { routeEntry, AREAS } from '../../../routes/route-catalogue.ts';
import { AreaSections, type AreaSectionsProps } from './area-sections.tsx';
import { useT } from '../../../i18n/display-preferences.ts';

export type AreaPageId = 'sales' | 'operations' | 'install' | 'assets';

/** /sales, /operations, /install, /assets: the area's title and line, and its screens as cards. */
export function AreaPage({
  id,
  hasContent,
  figures,
  pickers,
}: { readonly id: AreaPageId } & Pick<AreaSectionsProps, 'hasContent' | 'figures' | 'pickers'>) {
  const t = useT();
  const entry = routeEntry(id);
  const back = useBackTarget(entry);
  const area = AREAS[id];
  return (
    <>
      <PageHeader title={entry.title} subtitle={t(area.intro)} {...back} />
      <AreaSections
        area={area}
        name={entry.title}
        hasContent={hasContent}
        figures={figures}
        {...(pickers === undefined ? {} : { pickers })}
      />
    </>
  );
}
