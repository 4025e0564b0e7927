import { Button, FileButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal';
import { showToast } from '../../lib/toast';
import { useAddCategory } from './api';
import { compressImage } from './compress-image';

/** Add expense type: a name and an optional image, made small in the browser first. */
export function AddCategoryModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const add = useAddCategory();
  const [name, setName] = useState('');
  const [image, setImage] = useState<string | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [compressing, setCompressing] = useState(false);

  const close = () => {
    setName('');
    setImage(null);
    setImageError(null);
    onClose();
  };
  const choose = async (file: File | null) => {
    if (!file) return;
    setCompressing(true);
    setImageError(null);
    try {
      const compressed = await compressImage(file);
      setImage(compressed);
      if (!compressed) setImageError(t('expenses.imageTooLarge'));
    } catch {
      setImage(null);
      setImageError(t('msg.photoNotImage'));
    } finally {
      setCompressing(false);
    }
  };
  const save = async () => {
    const result = await add
      .mutateAsync({ expenseCategoryName: name, categoryImage: image })
      .catch(() => null);
    if (!result) return;
    if (result.message) showToast(result.message, 'success');
    close();
  };

  return (
    <Modal opened={opened} onClose={close} title={t('expenses.addType')} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t('expenses.typeName')}
            value={name}
            maxLength={40}
            required
            data-autofocus
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Group gap="sm" wrap="nowrap">
            <FileButton onChange={(file) => void choose(file)} accept="image/*">
              {(props) => (
                <Button variant="light" loading={compressing} {...props}>
                  {t('expenses.chooseImage')}
                </Button>
              )}
            </FileButton>
            {image && (
              <img
                src={image}
                alt={t('expenses.typeImage')}
                width={48}
                height={48}
                style={{ objectFit: 'cover' }}
              />
            )}
          </Group>
          {imageError && (
            <Text c="red" size="sm" role="alert">
              {imageError}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('expenses.cancel')}
            </Button>
            <Button type="submit" loading={add.isPending} disabled={compressing || name.trim() === ''}>
              {t('expenses.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
