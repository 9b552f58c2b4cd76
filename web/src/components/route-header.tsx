import { useDocumentTitle } from '@/hooks/use-document-title';
import { ButtonLink } from './button';
import { PageHeader, type PageHeaderProps } from './page-header';

export interface RouteHeaderProps extends PageHeaderProps {
  /** A secondary link to a sibling screen (e.g. "Audit trail", "View reports"), shown as the header's action. */
  link?: { to: string; label: string };
}

/** A route's title block whose title is also the tab's title ("<title> · Lensloop"). */
export function RouteHeader({ link, actions, ...props }: RouteHeaderProps) {
  useDocumentTitle(props.title);
  const linkAction = link ? (
    <ButtonLink variant="secondary" to={link.to}>
      {link.label}
    </ButtonLink>
  ) : undefined;
  return <PageHeader {...props} actions={actions ?? linkAction} />;
}
