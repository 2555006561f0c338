import type { ReactNode } from 'react';
import { PageHeader, type PageHeaderProps } from '../../../components/page-header.tsx';
import type { ApiDocsScope } from '../../../domain/api-docs/api-keys.ts';
import { ApiDocsList } from './api-docs-list.tsx';

export interface ApiDocsPageProps {
  title: string;
  scope: ApiDocsScope;
  /** Where the back button goes: a path, or one step back in history (/api/internal). */
  back: Pick<PageHeaderProps, 'backTo' | 'backOneStep'>;
  /** Shown between the header and the list (/api: its links to the internal and external pages). */
  lead?: ReactNode;
}

/** /api, /api/internal and /api/external: the same list, each filtered to its own keys. */
export function ApiDocsPage({ title, scope, back, lead }: ApiDocsPageProps) {
  return (
    <>
      <PageHeader title={title} {...back} />
      {lead}
      <ApiDocsList scope={scope} />
    </>
  );
}
