// The dog's picture: choose a file, or take one with the phone's camera; checked here for
// type and size (docs/spec/product-spec.md §5) before anything is sent; a preview; and removal.
import { Box, Button, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { isAcceptedPictureMime, PICTURE_ACCEPT, PICTURE_MAX_BYTES } from '@pawdesk/domain';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The message key of the first rule a chosen file breaks, or null. */
export function pictureProblem(file: File): 'dog.pictureType' | 'dog.pictureTooLarge' | null {
  if (!isAcceptedPictureMime(file.type)) return 'dog.pictureType';
  if (file.size > PICTURE_MAX_BYTES) return 'dog.pictureTooLarge';
  return null;
}

export function PictureField({
  dogName,
  file,
  currentUrl,
  error,
  removing,
  onFile,
  onInvalid,
  onRemoveCurrent,
}: {
  dogName: string;
  /** A newly chosen picture, not saved yet. */
  file: File | null;
  /** The saved picture of the dog being edited. */
  currentUrl: string | null;
  error: string | undefined;
  removing: boolean;
  onFile: (file: File | null) => void;
  onInvalid: (messageKey: string) => void;
  onRemoveCurrent: () => void;
}) {
  const { t } = useTranslation(['dogs', 'validation', 'business']);
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const helpId = useId();

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    // The same file can be picked again after a refusal.
    event.target.value = '';
    if (!picked) return;
    const problem = pictureProblem(picked);
    if (problem) {
      onInvalid(problem);
      return;
    }
    onFile(picked);
  };

  const shown = preview ?? currentUrl;
  const input = (ref: typeof fileInput, label: string, camera: boolean) => (
    <input
      ref={ref}
      type="file"
      accept={PICTURE_ACCEPT}
      {...(camera ? { capture: 'environment' as const } : {})}
      name={camera ? 'pictureCamera' : 'picture'}
      aria-label={label}
      aria-describedby={helpId}
      tabIndex={-1}
      onChange={onPick}
      style={{ display: 'none' }}
    />
  );

  return (
    <Stack gap="1.5">
      <Text fontWeight="medium" fontSize="sm" id={`${helpId}-label`}>
        {t('dogs:fields.picture')}
      </Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4" align={{ sm: 'flex-start' }} w="full">
        <Box
          boxSize="32"
          flexShrink={0}
          borderRadius="md"
          borderWidth="1px"
          borderStyle={shown ? 'solid' : 'dashed'}
          overflow="hidden"
          bg="gray.50"
          display="flex"
          alignItems="center"
          justifyContent="center"
        >
          {shown ? (
            <Image
              src={shown}
              alt={t('dogs:form.picturePreview', { name: dogName || t('dogs:form.thisDog') })}
              boxSize="full"
              objectFit="cover"
              data-testid="picture-preview"
            />
          ) : (
            <Text fontSize="xs" color="fg.muted" textAlign="center" px="2">
              {t('dogs:form.noPicture')}
            </Text>
          )}
        </Box>
        <Stack gap="2" align="flex-start">
          <HStack gap="2" wrap="wrap" role="group" aria-labelledby={`${helpId}-label`}>
            <Button size="sm" variant="outline" onClick={() => fileInput.current?.click()}>
              {t('dogs:form.chooseFile')}
            </Button>
            <Button size="sm" variant="outline" onClick={() => cameraInput.current?.click()}>
              {t('dogs:form.takePhoto')}
            </Button>
            {file ? (
              <Button size="sm" variant="ghost" colorPalette="red" onClick={() => onFile(null)}>
                {t('dogs:form.discardPicture')}
              </Button>
            ) : currentUrl ? (
              <Button
                size="sm"
                variant="ghost"
                colorPalette="red"
                onClick={onRemoveCurrent}
                loading={removing}
              >
                {t('dogs:form.removePicture')}
              </Button>
            ) : null}
          </HStack>
          {input(fileInput, t('dogs:form.chooseFile'), false)}
          {input(cameraInput, t('dogs:form.takePhoto'), true)}
          <Text fontSize="xs" color="fg.muted" id={helpId}>
            {file ? t('dogs:form.pictureChosen', { file: file.name }) : t('dogs:form.pictureRules')}
          </Text>
          {error ? (
            <Text fontSize="sm" color="fg.error" role="alert" data-testid="picture-error">
              {error}
            </Text>
          ) : null}
        </Stack>
      </Stack>
    </Stack>
  );
}
