import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogout } from '../features/auth/api';
import { Modal } from './modal';

type LogoutDialogProps = { opened: boolean; onClose: () => void };

/** 'Are you sure you want to log out ?' YES/NO (accounts spec §2); YES ends the session everywhere. */
export function LogoutDialog({ opened, onClose }: LogoutDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();

  const confirm = () =>
    logout.mutate(undefined, {
      onSettled: () => {
        onClose();
        navigate('/', { replace: true });
      },
    });

  return (
    <Modal opened={opened} onClose={onClose} title={t('shell.logoutConfirm')} centered size="sm">
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('common.no')}
        </Button>
        <Button color="red" onClick={confirm} loading={logout.isPending}>
          {t('common.yes')}
        </Button>
      </Group>
    </Modal>
  );
}
