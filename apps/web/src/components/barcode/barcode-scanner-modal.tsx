import { Alert, Box, Button, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../modal';
import { type BarcodeReader, createBarcodeReader } from './reader';

const FRAME_INTERVAL_MS = 200;

type BarcodeScannerModalProps = {
  opened: boolean;
  onClose: () => void;
  /** Called once with the first code read; the camera is already released by then. */
  onDetected: (code: string) => void;
};

/** The camera scanner: the back camera's picture, read a few times a second until a code shows up. */
export function BarcodeScannerModal({ opened, onClose, onDetected }: BarcodeScannerModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('barcode.title')} centered>
      {opened && <CameraView onDetected={onDetected} />}
      <Button variant="default" fullWidth mt="sm" onClick={onClose}>
        {t('barcode.close')}
      </Button>
    </Modal>
  );
}

function CameraView({ onDetected }: { onDetected: (code: string) => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<'starting' | 'scanning' | 'failed'>('starting');
  const detected = useRef(onDetected);
  detected.current = onDetected;

  useEffect(() => {
    let stream: MediaStream | undefined;
    let reader: BarcodeReader | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const stop = () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
      reader?.dispose();
    };

    const tick = async () => {
      const element = video.current;
      if (stopped || !element || !reader) return;
      const code = await reader.read(element).catch(() => null);
      if (stopped) return;
      if (code) {
        stop();
        detected.current(code);
        return;
      }
      timer = setTimeout(tick, FRAME_INTERVAL_MS);
    };

    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        });
        if (stopped) return stop();
        reader = await createBarcodeReader();
        if (stopped || !video.current) return stop();
        video.current.srcObject = stream;
        await video.current.play();
        setState('scanning');
        void tick();
      } catch {
        if (!stopped) setState('failed');
        stop();
      }
    })();
    return stop;
  }, []);

  if (state === 'failed') {
    return <Alert color="red">{t('barcode.unavailable')}</Alert>;
  }
  return (
    <Stack gap="xs">
      <Box pos="relative" bg="dark.9" style={{ aspectRatio: '4 / 3', borderRadius: 8, overflow: 'hidden' }}>
        <video
          ref={video}
          muted
          playsInline
          aria-label={t('barcode.title')}
          style={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
        {state === 'starting' && (
          <Loader color="white" pos="absolute" top="50%" left="50%" style={{ translate: '-50% -50%' }} />
        )}
      </Box>
      <Text size="sm" c="dimmed" ta="center">
        {t('barcode.hint')}
      </Text>
    </Stack>
  );
}
