import { useTranslation } from 'react-i18next';
import { useSession } from '../lib/session';
import { StatusPage } from './blocks/status-page';
import { useDocumentTitle } from './use-document-title';

/** An unknown path (404): inside the shell when logged in, on its own otherwise. */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  const session = useSession();
  useDocumentTitle(t('notFound.title'));
  return (
    <StatusPage
      icon="compass"
      code="404"
      title={t('notFound.title')}
      text={t('notFound.text')}
      actionLabel={session ? t('backToDashboard') : t('notFound.toLogin')}
      actionHref={session ? '/dashboard' : '/'}
      testId="not-found"
      standalone={!session}
    />
  );
}
