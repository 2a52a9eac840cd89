// Dogs (/dogs), four tabs (spec section 2): Overview, Add/Edit Dog, All Dogs, Add/Edit Owner;
// plus the details modal and the delete confirmation shared by every dog list. The tab, the
// Overview search and All Dogs' filters and page live in the URL (dogs-url.ts).
import { Button, Stack, Tabs } from '@chakra-ui/react';
import type { TDog, TOwnerOption } from '@pawdesk/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/blocks/page-header';
import { useDocumentTitle } from '../../app/use-document-title';
import { errorText } from '../../lib/errors';
import { useNumberFormat } from '../../lib/number-format';
import { toastError, toastSuccess } from '../../lib/toaster';
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
  const { t } = useTranslation(['dogs', 'owners', 'validation', 'errors', 'common', 'blocks']);
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
  const [deleting, setDeleting] = useState<TDog | null>(null);

  const tabsRef = useRef<HTMLDivElement>(null);

  /** Switches tab (a new history entry, so Back returns), and brings the tabs back into view. */
  const goTo = (next: DogTab, patch: Partial<typeof url> = {}) => {
    setUrl({ ...patch, tab: next });
    const list = tabsRef.current;
    if (list && list.getBoundingClientRect().top < 0) list.scrollIntoView?.({ block: 'start' });
  };

  const resetForm = () => {
    setEditing(null);
    setPresetOwner(null);
    setFormKey((key) => key + 1);
  };

  const actions: DogActions = {
    onView: (dog) => setDetailsId(dog.id),
    onEdit: (dog) => {
      setReturnTab(tab === 'form' ? 'all' : tab);
      setEditing(dog);
      setPresetOwner(null);
      goTo('form');
    },
    onDelete: setDeleting,
  };

  const confirmDelete = () => {
    const target = deleting;
    if (!target) return;
    remove.mutate(
      { id: target.id },
      {
        onSuccess: () => {
          toastSuccess({ key: 'dogs:deleted' });
          if (editing?.id === target.id) resetForm();
          if (detailsId === target.id) setDetailsId(null);
          setDeleting(null);
        },
        onError: (error) => {
          toastError({ key: 'dogs:deleteError' }, (tr) => errorText(error, tr));
          setDeleting(null);
        },
      },
    );
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

      <Tabs.Root
        value={tab}
        onValueChange={(details) => goTo(details.value as DogTab)}
        variant="enclosed"
        lazyMount
        fitted={false}
      >
        {/* Two by two on a phone, so every tab stays in sight at 375px. */}
        <Tabs.List
          ref={tabsRef}
          bg="bg.muted"
          display={{ base: 'grid', md: 'inline-flex' }}
          gridTemplateColumns="1fr 1fr"
          w={{ base: 'full', md: 'auto' }}
          scrollMarginTop="20"
        >
          {DOG_TABS.map((value) => (
            <Tabs.Trigger
              key={value}
              value={value}
              justifyContent="center"
              textAlign="center"
              px={{ base: '2', md: '4' }}
            >
              {t(`dogs:tabs.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>

        <Tabs.Content value="overview">
          <DogsOverview
            search={url.q}
            page={url.qpage}
            onSearch={setUrl}
            actions={actions}
            onBreed={(breed) => goTo('all', { search: '', breed, page: 1 })}
            onAllBreeds={() => goTo('all')}
          />
        </Tabs.Content>

        <Tabs.Content value="form">
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
        </Tabs.Content>

        <Tabs.Content value="all">
          <AllDogs
            filters={{ search: url.search, breed: url.breed, page: url.page }}
            onFilters={(patch, options) => setUrl(patch === NO_FILTERS ? { ...NO_FILTERS } : patch, options)}
            actions={actions}
          />
        </Tabs.Content>

        <Tabs.Content value="owner">
          <DogsOwnerTab
            onAddDogFor={(owner) => {
              setEditing(null);
              setPresetOwner(owner);
              setFormKey((key) => key + 1);
              goTo('form');
            }}
          />
        </Tabs.Content>
      </Tabs.Root>

      <DogDetailsDialog dogId={detailsId} onClose={() => setDetailsId(null)} />
      <DeleteDogDialog
        dog={deleting}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => {
          if (!remove.isPending) setDeleting(null);
        }}
      />
    </Stack>
  );
}
