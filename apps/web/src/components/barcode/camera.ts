/** Whether this browser can give us a camera stream (phones, tablets, laptops with a webcam). */
export function canUseCamera(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}
