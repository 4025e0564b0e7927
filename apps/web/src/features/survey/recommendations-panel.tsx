import { Box, Button, Loader, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecommendations } from './api';

type Props = { facebook: { userId: string; userToken: string } };

// Get Recommendations (Facebook users only): fetched once on the first open, then shown or hidden.
// The server's html goes into a sandboxed frame, where no script of any origin can run.
export function RecommendationsPanel({ facebook }: Props) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const [wanted, setWanted] = useState(false);
  const query = useRecommendations(facebook, wanted);

  return (
    <Stack gap="xs">
      <Button
        variant="default"
        onClick={() => {
          setWanted(true);
          setShown((s) => !s);
        }}
      >
        {shown ? t('survey.hideRecommendations') : t('survey.getRecommendations')}
      </Button>
      {shown && query.isPending && <Loader size="sm" mx="auto" aria-label={t('common.loading')} />}
      {shown && query.data && (
        <Box
          component="iframe"
          sandbox=""
          srcDoc={query.data.html}
          title={t('survey.recommendations')}
          w="100%"
          h={220}
          style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 4 }}
        />
      )}
    </Stack>
  );
}
