import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../app/not-found-page';
import { useSession } from '../../lib/session';
import { isStaffSection } from './sections';

// /dashboard/* for staff: the console home, or a permitted section (its page comes in a later
// issue). Unknown or forbidden sections are a 404 (accounts spec §2).
export function StaffHomePage() {
  const { t } = useTranslation();
  const session = useSession();
  const section = useParams()['*'] ?? '';
  if (session?.kind !== 'staff') return null;

  if (section === '') {
    return (
      <Stack gap="xs">
        <Title order={2} size="h3">
          {t('staff.welcome')}
        </Title>
        <Text c="dimmed">{t('staff.chooseSection')}</Text>
      </Stack>
    );
  }

  const permitted =
    section === 'changePassword' ||
    (isStaffSection(section) && session.profile.permissions.includes(section));
  if (!permitted) return <NotFoundPage />;
  const name = section === 'changePassword' ? t('staff.changePassword') : t(`staff.sections.${section}`);
  return <Text>{t('staff.sectionSoon', { section: name })}</Text>;
}
