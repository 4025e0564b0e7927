import { Anchor, Center, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBrandWhatsapp, IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FlagGuard } from '../../app/guards';
import { useAppConfig } from '../../lib/app-config';
import { supportChatUrl } from '../../lib/links';
import { useSession } from '../../lib/session';
import { MyTickets } from './my-tickets';
import { RaiseTicketForm } from './raise-ticket-form';

/** /help (flag help). */
export function HelpPage() {
  return (
    <FlagGuard flag="help">
      <Help />
    </FlagGuard>
  );
}

/** The number as a shop owner reads it: +91 98765 43210. */
export function displayPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const local = digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits;
  return local.length === 10 ? `+91 ${local.slice(0, 5)} ${local.slice(5)}` : phone;
}

function Help() {
  const { t } = useTranslation();
  const config = useAppConfig();
  const session = useSession();
  const faqOn = session?.kind === 'retailer' && session.profile.configuration.faq;
  const phone = config.data?.supportPhone;

  return (
    <Stack gap="md" maw={640} mx="auto">
      <Title order={2} size="h3">
        {t('help.title')}
      </Title>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Group wrap="nowrap" align="flex-start">
            <ThemeIcon size={40} radius="xl" color="teal" variant="light">
              <IconBrandWhatsapp size={24} />
            </ThemeIcon>
            <Stack gap={2}>
              <Text fw={600}>{t('help.whatsapp')}</Text>
              {config.isPending ? (
                <Loader size="sm" aria-label={t('common.loading')} />
              ) : phone ? (
                <Anchor
                  href={supportChatUrl(phone)}
                  target="_blank"
                  rel="noopener noreferrer"
                  fw={700}
                  size="lg"
                  aria-label={t('help.chatOn', { phone: displayPhone(phone) })}
                >
                  {displayPhone(phone)}
                </Anchor>
              ) : (
                <Text c="dimmed">{t('msg.somethingBad')}</Text>
              )}
            </Stack>
          </Group>
          <Group wrap="nowrap" align="flex-start">
            <ThemeIcon size={40} radius="xl" variant="light">
              <IconClock size={24} />
            </ThemeIcon>
            <Text mt={8}>{t('help.hours')}</Text>
          </Group>
        </Stack>
      </Paper>
      <RaiseTicketForm />
      <MyTickets />
      <Center>
        <Group gap="lg">
          {faqOn && (
            <Anchor component={Link} to="/faq">
              {t('help.faq')}
            </Anchor>
          )}
          <Anchor component={Link} to="/data-deletion">
            {t('help.dataDeletion')}
          </Anchor>
        </Group>
      </Center>
    </Stack>
  );
}
