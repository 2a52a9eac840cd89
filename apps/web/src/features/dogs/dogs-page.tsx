// Dogs (/dogs), four tabs (docs/spec/product-spec.md §2): Overview, Add/Edit Dog, All Dogs, Add/Edit Owner;
// plus the details modal and the delete confirmation shared by every dog list. The tab, the
// Overview search and All Dogs' filters and page live in the URL (dogs-url.ts).
import { Button, Stack } from '@chakra-ui/react';
import type { TDog, TOwnerOption } from '@pawdesk/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/blocks/page-header';
import { PageTabs, useTabsReveal } from '../../app/blocks/page-tabs';
import { useConfirmDelete } from '../../app/blocks/use-confirm-delete';
import { useDocumentTitle } from '../../app/use-document-title';
import { useNumberFormat } from '../../lib/number-format';
import { useUrlState } from '../../lib/use-url-state';
import { AllDogs, NO_FILTERS } from './all-dogs';
import { DeleteDogDialog } from './delete-dog-dialog';
import { DogDetailsDialog } from './dog-details-dialog';
import { DogForm } from './dog-form';
import type { DogActions } from './dog-table';
import { DogsOverview } from './dogs-overview';
import { DogsOwnerTab } from './dogs-owner-tab';
import { DOG_TABS, DOGS_URL, type DogTab } from './dogs-url';
import { useDogMutations, useDogsOverview } from './use-dogs';

export function DogsPage() {
  const { t } = useTranslation(['dogs', 'owners', 'validation', 'business', 'errors', 'common', 'blocks']);
  useDocumentTitle(t('dogs:title'));
  const fmt = useNumberFormat();
  const overview = useDogsOverview();
  const { remove } = useDogMutations();
  const [url, setUrl] = useUrlState(DOGS_URL);
  const tab = url.tab;
  const [editing, setEditing] = useState<TDog | null>(null);
  const [presetOwner, setPresetOwner] = useState<TOwnerOption | null>(null);
  // Where Edit was pressed, to go back there after saving.
  const [returnTab, setReturnTab] = useState<DogTab>('all');
  const [formKey, setFormKey] = useState(0);
  const [detailsId, setDetailsId] = useState<string | null>(null);

  const tabs = useTabsReveal();

  /** Switches tab (a new history entry, so Back returns), and brings the tabs back into view. */
  const goTo = (next: DogTab, patch: Partial<typeof url> = {}) => {
    setUrl({ ...patch, tab: next });
    tabs.reveal();
  };

  const resetForm = () => {
    setEditing(null);
    setPresetOwner(null);
    setFormKey((key) => key + 1);
  };

  const deletion = useConfirmDelete<TDog>({
    remove,
    done: { key: 'dogs:deleted' },
    failed: { key: 'dogs:deleteError' },
    onDeleted: (dog) => {
      if (editing?.id === dog.id) resetForm();
      if (detailsId === dog.id) setDetailsId(null);
    },
  });

  const actions: DogActions = {
    onView: (dog) => setDetailsId(dog.id),
    onEdit: (dog) => {
      setReturnTab(tab === 'form' ? 'all' : tab);
      setEditing(dog);
      setPresetOwner(null);
      goTo('form');
    },
    onDelete: deletion.ask,
  };

  const total = overview.data?.total;

  return (
    <Stack gap="4">
      <PageHeader
        title={t('dogs:title')}
        count={
          total === undefined
            ? undefined
            : total === 1
              ? t('dogs:totalOne')
              : t('dogs:total', { n: fmt.number(total, 0) })
        }
        action={
          <Button
            colorPalette="brand"
            size="sm"
            onClick={() => {
              resetForm();
              goTo('form');
            }}
          >
            {t('dogs:addDog')}
          </Button>
        }
      />

      <PageTabs
        value={tab}
        tabs={DOG_TABS}
        label={(value) => t(`dogs:tabs.${value}`)}
        onChange={(value) => goTo(value)}
        listRef={tabs.listRef}
        panels={{
          overview: (
            <DogsOverview
              search={url.q}
              page={url.qpage}
              onSearch={setUrl}
              actions={actions}
              onBreed={(breed) => goTo('all', { search: '', breed, page: 1 })}
              onAllBreeds={() => goTo('all')}
            />
          ),
          form: (
            <DogForm
              key={editing ? `edit-${editing.id}` : `new-${formKey}-${presetOwner?.id ?? ''}`}
              editing={editing}
              presetOwner={presetOwner}
              onSaved={(created) => {
                resetForm();
                goTo(created ? 'overview' : returnTab);
              }}
              onCancel={() => {
                const wasEditing = editing !== null;
                resetForm();
                if (wasEditing) goTo(returnTab);
              }}
            />
          ),
          all: (
            <AllDogs
              filters={{ search: url.search, breed: url.breed, page: url.page }}
              onFilters={(patch, options) =>
                setUrl(patch === NO_FILTERS ? { ...NO_FILTERS } : patch, options)
              }
              actions={actions}
            />
          ),
          owner: (
            <DogsOwnerTab
              onAddDogFor={(owner) => {
                setEditing(null);
                setPresetOwner(owner);
                setFormKey((key) => key + 1);
                goTo('form');
              }}
            />
          ),
        }}
      />

      <DogDetailsDialog dogId={detailsId} onClose={() => setDetailsId(null)} />
      <DeleteDogDialog dog={deletion.target} {...deletion.dialog} />
    </Stack>
  );
}
