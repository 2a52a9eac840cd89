// The active packages as cards: server-side search by dog name or package type (as you type),
// the eight sorts, 'Showing N of M packages', pages of 12 with Previous / 'Page X of Y' / Next.
// The state (q, sort, page) is the URL's, so a reload, Back and a shared link keep the view.
// Both package screens use it; the Active Packages page adds Edit and Delete to each card.
import { Heading, SimpleGrid, Stack, VisuallyHidden } from '@chakra-ui/react';
import { PACKAGE_SORTS, type TDaycarePackage, type TPackageSort } from '@pawdesk/domain';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../app/blocks/empty-state';
import { ListFrame, SearchToolbar } from '../../../app/blocks/list-frame';
import { SkeletonBar } from '../../../app/blocks/skeletons';
import { useNumberFormat } from '../../../lib/number-format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import type { SetUrlState } from '../../../lib/use-url-state';
import { PackageCard } from './package-card';
import { type PACKAGES_URL, type PackagesUrlState, packagesListInput } from './packages-url';
import { usePackagesPage } from './use-packages';

const GRID_COLUMNS = { base: 1, md: 2, xl: 3 } as const;

function CardsSkeleton({ count = 6 }: { count?: number }) {
  return (
    <SimpleGrid columns={GRID_COLUMNS} gap="3" aria-hidden="true" data-testid="packages-loading">
      {Array.from({ length: count }, (_, i) => (
        <Stack key={i} bg="bg.panel" borderWidth="1px" borderRadius="l3" p="4" gap="3">
          <SkeletonBar h="5" w="40%" />
          <SkeletonBar h="3" w="30%" />
          <SkeletonBar h="8" />
        </Stack>
      ))}
    </SimpleGrid>
  );
}

export function PackageList({
  state,
  onState,
  onEdit,
  onDelete,
  onHistory,
  hideTitle = false,
}: {
  state: PackagesUrlState;
  onState: SetUrlState<typeof PACKAGES_URL>;
  onEdit?: (pkg: TDaycarePackage) => void;
  onDelete?: (pkg: TDaycarePackage) => void;
  onHistory?: (pkg: TDaycarePackage) => void;
  /** Where the page's h1 already says it (Active Packages): kept for screen readers only. */
  hideTitle?: boolean;
}) {
  const { t } = useTranslation(['packages', 'errors', 'common', 'blocks']);
  const headingId = useId();
  const fmt = useNumberFormat();
  const search = useDebouncedValue(state.q.trim());
  const list = usePackagesPage(packagesListInput(state, search));
  const data = list.data;

  // Typing replaces the history entry; a new search or sort starts again at the first page.
  const changeSearch = (value: string) => onState({ q: value, page: 1 }, { replace: true });
  const changeSort = (sort: TPackageSort) => onState({ sort, page: 1 });

  // A page that no longer exists (its last package deleted, an old link): the server answers
  // with the last page, and the URL follows, so Previous and Next count from the right place.
  const settled = data && !list.isPlaceholderData ? data : undefined;
  const overshoot = Boolean(settled && state.page > 1 && settled.items.length === 0);
  const pageShown = settled ? (overshoot ? Math.max(1, settled.pageCount) : settled.page) : state.page;
  useEffect(() => {
    if (pageShown !== state.page) onState({ page: pageShown }, { replace: true });
  }, [pageShown, state.page, onState]);

  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      {hideTitle ? (
        <VisuallyHidden asChild>
          <h2 id={headingId}>{t('packages:list.title')}</h2>
        </VisuallyHidden>
      ) : (
        <Heading as="h2" id={headingId} size="lg">
          {t('packages:list.title')}
        </Heading>
      )}
      <ListFrame
        toolbar={
          <SearchToolbar
            search={{
              label: t('packages:list.search'),
              placeholder: t('packages:list.searchPlaceholder'),
              clearLabel: t('packages:list.clearSearch'),
              value: state.q,
              onChange: changeSearch,
            }}
            select={{
              label: t('packages:list.sort'),
              value: state.sort,
              options: PACKAGE_SORTS,
              optionLabel: (value) => t(`packages:sort.${value}`),
              onChange: changeSort,
              width: '64',
            }}
          />
        }
        summary={
          data && data.total > 0
            ? data.total === 1 && data.items.length === 1
              ? t('packages:list.showingOne')
              : t('packages:list.showing', {
                  shown: fmt.number(data.items.length, 0),
                  total: fmt.number(data.total, 0),
                })
            : null
        }
        summaryTestId="packages-showing"
        query={list}
        loading={<CardsSkeleton />}
        errorTitle={t('packages:list.loadError')}
        empty={
          overshoot ? (
            <CardsSkeleton />
          ) : (
            <EmptyState
              title={search ? t('packages:list.noMatches') : t('packages:list.empty')}
              testId="packages-empty"
            />
          )
        }
        pagerLabel={t('packages:list.pager')}
        onPage={(page) => onState({ page })}
      >
        {(page) => (
          <SimpleGrid
            as="ul"
            listStyleType="none"
            columns={GRID_COLUMNS}
            gap="3"
            aria-labelledby={headingId}
            aria-busy={list.isPlaceholderData}
          >
            {page.items.map((pkg) => (
              <PackageCard key={pkg.id} pkg={pkg} onEdit={onEdit} onDelete={onDelete} onHistory={onHistory} />
            ))}
          </SimpleGrid>
        )}
      </ListFrame>
    </Stack>
  );
}
