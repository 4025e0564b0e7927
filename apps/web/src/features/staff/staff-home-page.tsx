import { staffHomeSection } from '@galla/domain/permissions';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { NotFoundPage } from '../../app/not-found-page';
import { PageLoader } from '../../components/page-loader';
import { useSession } from '../../lib/session';
import { sectionPages } from './section-pages';
import { mayOpenPath, needsTotpSetup } from './sections';

// /dashboard/* for staff: the console home, or a section the role opens (accounts spec §2, §6).
// Unknown or forbidden sections are a 404; each section's page is its own lazy chunk.
export function StaffHomePage() {
  const { t } = useTranslation();
  const session = useSession();
  const section = useParams()['*'] ?? '';
  if (session?.kind !== 'staff') return null;
  const { profile } = session;
  const totpFirst = needsTotpSetup(profile);

  if (section === '') {
    const home = staffHomeSection(profile.userType);
    if (home !== 'dashboard' && !totpFirst) return <Navigate to={`/dashboard/${home}`} replace />;
    return (
      <Stack gap="xs">
        <Title order={2} size="h3">
          {t('staff.welcome')}
        </Title>
        {totpFirst ? <TotpFirst /> : <Text c="dimmed">{t('staff.chooseSection')}</Text>}
      </Stack>
    );
  }

  if (!mayOpenPath(profile, section)) return <NotFoundPage />;
  if (totpFirst && section !== 'changePassword') return <TotpFirst />;
  const Page = sectionPages[section];
  return (
    <Suspense fallback={<PageLoader />}>
      <Page />
    </Suspense>
  );
}

function TotpFirst() {
  const { t } = useTranslation();
  return (
    <Alert color="orange" title={t('staff.totp.needed')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('staff.totp.neededText')}</Text>
        <Button component={Link} to="/dashboard/changePassword" size="xs">
          {t('staff.totp.setUp')}
        </Button>
      </Stack>
    </Alert>
  );
}
