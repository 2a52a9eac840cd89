// The till (/till; docs/domains/till.md, "Screens"): the running till (open it with a float, its
// figures while open, close it with the counted cash), the past sessions, and for managers the
// fiscal records (VERI*FACTU) with the chain's verification and the outbox. The tab is the URL's.
import { Stack } from '@chakra-ui/react';
import { BILLING_MANAGER_ROLES } from '@pawdesk/domain';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/blocks/page-header';
import { PageTabs, useTabsReveal } from '../../app/blocks/page-tabs';
import { useDocumentTitle } from '../../app/use-document-title';
import { useSession } from '../../lib/session';
import { useUrlState } from '../../lib/use-url-state';
import { FiscalRecordsTab } from './fiscal-records-tab';
import { TILL_TABS, TILL_URL, type TTillTab } from './till-figures';
import { TILL_NAMESPACES } from './till-namespaces';
import { RunningTill } from './till-running';
import { TillSessions } from './till-sessions';

export function TillPage() {
  const { t } = useTranslation([...TILL_NAMESPACES]);
  useDocumentTitle(t('till:title'));
  const session = useSession();
  const manager = session ? (BILLING_MANAGER_ROLES as readonly string[]).includes(session.user.role) : false;
  const [url, setUrl] = useUrlState(TILL_URL);
  const { listRef } = useTabsReveal();
  // The fiscal records are for managers only (the server refuses anyone else): no tab for others.
  const tabs: readonly TTillTab[] = manager ? TILL_TABS : TILL_TABS.filter((tab) => tab !== 'fiscal');
  const tab = tabs.includes(url.tab) ? url.tab : 'till';

  return (
    <Stack gap="5">
      <PageHeader title={t('till:title')} subtitle={t('till:subtitle')} />
      <PageTabs
        value={tab}
        tabs={tabs}
        label={(x) => t(`till:tab.${x}`)}
        onChange={(next) => setUrl({ tab: next })}
        listRef={listRef}
        panels={{
          till: <RunningTill onShowSessions={() => setUrl({ tab: 'sessions' })} />,
          sessions: <TillSessions />,
          fiscal: manager ? <FiscalRecordsTab /> : null,
        }}
      />
    </Stack>
  );
}
