/**
 * A scan's result in sound and touch, where the device allows:
 * a short high beep and one buzz for a granted entry, a low double beep and
 * a double buzz for a refusal, so the door staff need not read the screen
 * to know they may scan the next guest. Silently nothing where WebAudio or
 * vibration is missing or blocked.
 */
let audio: AudioContext | undefined;

function beep(frequency: number, startAt: number, seconds: number, context: AudioContext): void {
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.frequency.value = frequency;
  gain.gain.value = 0.15;
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(context.currentTime + startAt);
  oscillator.stop(context.currentTime + startAt + seconds);
}

export function signalScan(granted: boolean): void {
  try {
    const Context = globalThis.AudioContext as typeof AudioContext | undefined;
    if (Context) {
      audio ??= new Context();
      if (granted) beep(880, 0, 0.12, audio);
      else {
        beep(220, 0, 0.12, audio);
        beep(220, 0.18, 0.12, audio);
      }
    }
  } catch {
    // No sound on this device (autoplay policy, no audio output): the screen still says it.
  }
  if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') navigator.vibrate(granted ? 80 : [60, 40, 60]);
}
