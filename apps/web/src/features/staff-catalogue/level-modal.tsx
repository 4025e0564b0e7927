import { type CatalogueLevel, ZSaveLevelRequest } from '@galla/contracts/console-catalogue';
import { Button, Select, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal';
import { showToast } from '../../lib/toast';
import { useCatalogueCall } from './api';
import { gstOptions } from './gst-options';

export type LevelEdit = {
  level: CatalogueLevel;
  id?: number;
  parentId?: number;
  name?: string;
  hsn?: string | null;
  gstRate?: number | null;
};

/** Add or edit one level of the tree; super categories have a name only. */
export function LevelModal({ edit, onClose }: { edit?: LevelEdit; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useCatalogueCall('saveLevel');
  const [name, setName] = useState('');
  const [hsn, setHsn] = useState('');
  const [gst, setGst] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    setName(edit?.name ?? '');
    setHsn(edit?.hsn ?? '');
    setGst(edit?.gstRate === null || edit?.gstRate === undefined ? null : String(edit.gstRate));
    setErrors({});
  }, [edit]);
  const withDefaults = edit?.level !== 'superCategory';
  return (
    <Modal
      opened={edit !== undefined}
      onClose={onClose}
      title={t(edit?.id ? 'staffCatalogue.editLevel' : 'staffCatalogue.addLevel', {
        level: edit ? t(`staffCatalogue.levels.${edit.level}`) : '',
      })}
    >
      <form
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          if (!edit) return;
          const body = {
            level: edit.level,
            id: edit.id,
            parentId: edit.parentId,
            name,
            ...(withDefaults ? { hsn, gstRate: gst ?? '' } : {}),
          };
          const parsed = ZSaveLevelRequest.safeParse(body);
          if (!parsed.success)
            return setErrors(
              Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])),
            );
          const result = await save.mutateAsync(body).catch(() => null);
          if (!result) return;
          showToast(result.message ?? t('staffCatalogue.saved'), 'success');
          onClose();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t('staffCatalogue.name')}
            value={name}
            error={errors.name}
            onChange={(e) => setName(e.currentTarget.value)}
            data-autofocus
          />
          {withDefaults && (
            <>
              <TextInput
                label={t('staffCatalogue.defaultHsn')}
                description={t('staffCatalogue.defaultHint')}
                inputMode="numeric"
                value={hsn}
                error={errors.hsn}
                onChange={(e) => setHsn(e.currentTarget.value)}
              />
              <Select
                label={t('staffCatalogue.defaultGst')}
                clearable
                data={gstOptions}
                value={gst}
                error={errors.gstRate}
                onChange={setGst}
              />
            </>
          )}
          <Button type="submit" loading={save.isPending}>
            {t('staffCatalogue.save')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
