import { useDocumentTitle } from '@/hooks/use-document-title';
import { PageHeader, type PageHeaderProps } from './page-header';

/** A route's title block whose title is also the tab's title ("<title> · Lensloop"). */
export function RouteHeader(props: PageHeaderProps) {
  useDocumentTitle(props.title);
  return <PageHeader {...props} />;
}
