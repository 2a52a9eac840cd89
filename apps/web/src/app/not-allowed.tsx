import { useTranslation } from 'react-i18next';
import { StatusPage } from './blocks/status-page';
import { useDocumentTitle } from './use-document-title';

/** A logged-in user whose role may not open this page (403); same layout as the 404 page. */
export function NotAllowed() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('notAllowed.title'));
  return (
    <StatusPage
      icon="lock"
      code="403"
      title={t('notAllowed.title')}
      text={t('notAllowed.text')}
      actionLabel={t('backToDashboard')}
      actionHref="/dashboard"
      testId="not-allowed"
    />
  );
}
