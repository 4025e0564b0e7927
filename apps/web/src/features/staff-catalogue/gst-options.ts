import { bpsToPercent, seededGstRatesBps } from '@galla/domain/gst-rates';

/** The GST rates a catalogue entry may carry (domain/gst-rates), as the picker's options. */
export const gstOptions = seededGstRatesBps.map((bps) => ({
  value: String(bpsToPercent(bps)),
  label: `${bpsToPercent(bps)}%`,
}));
