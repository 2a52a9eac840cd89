// Daycare (/daycare), the desk (docs/spec/product-spec.md §2): a header with the dogs here now and the
// Packages button, and four tabs: Overview, Check In, Check Out, All Visits. The tab and All
// Visits' search, status filter and page live in the URL (desk/daycare-url.ts).
import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/blocks/page-header';
import { PageTabs, useTabsReveal } from '../../app/blocks/page-tabs';
import { useDocumentTitle } from '../../app/use-document-title';
import { useNumberFormat } from '../../lib/number-format';
import { useUrlState } from '../../lib/use-url-state';
import { AllVisitsTab } from './desk/all-visits-tab';
import { DAYCARE_TABS, DAYCARE_URL, type DaycareTab } from './desk/daycare-url';
import { CheckInCard, CheckOutCard } from './desk/desk-cards';
import { DeskLink } from './desk/desk-link';
import { DaycareOverviewTab } from './desk/overview-tab';
import { useDaycareOverview } from './desk/use-daycare';

export const DAYCARE_NAMESPACES = [
  'daycare',
  'dogs',
  'validation',
  'business',
  'errors',
  'common',
  'blocks',
] as const;

export function DaycarePage() {
  const { t } = useTranslation([...DAYCARE_NAMESPACES]);
  useDocumentTitle(t('daycare:title'));
  const fmt = useNumberFormat();
  const [url, setUrl] = useUrlState(DAYCARE_URL);
  const overview = useDaycareOverview();
  const tabs = useTabsReveal();

  /** Switches tab (a new history entry, so Back returns), and brings the tabs back into view. */
  const goTo = (tab: DaycareTab) => {
    setUrl({ tab });
    tabs.reveal();
  };

  const here = overview.data?.hereNow;

  return (
    <Stack gap="4">
      <PageHeader
        title={t('daycare:title')}
        count={
          here === undefined
            ? undefined
            : here === 1
              ? t('daycare:hereCountOne')
              : t('daycare:hereCount', { n: fmt.number(here, 0) })
        }
        action={
          <DeskLink href="/daycare/packages" colorPalette="brand" variant="solid">
            {t('daycare:packagesButton')}
          </DeskLink>
        }
      />

      <PageTabs
        value={url.tab}
        tabs={DAYCARE_TABS}
        label={(tab) => t(`daycare:tabs.${tab}`)}
        onChange={goTo}
        listRef={tabs.listRef}
        panels={{
          overview: <DaycareOverviewTab />,
          checkin: <CheckInCard />,
          checkout: <CheckOutCard />,
          visits: <AllVisitsTab state={url} onState={setUrl} />,
        }}
      />
    </Stack>
  );
}
