// happy-dom's window is 1024 px wide by default, which is the wide (≥ 700 px) layout. Mobile-first
// tests narrow it to the spec's cheap Android phone.
type HappyDomWindow = { happyDOM?: { setViewport(viewport: { width: number; height: number }): void } };

export function setPhoneViewport(): void {
  (window as unknown as HappyDomWindow).happyDOM?.setViewport({ width: 360, height: 800 });
}

export function setDesktopViewport(): void {
  (window as unknown as HappyDomWindow).happyDOM?.setViewport({ width: 1024, height: 768 });
}
