/**
 * The camera boundary of /sign: decodes QR codes from the device camera with @zxing/browser
 * (pure JavaScript, so it runs under the app's Content-Security-Policy without WebAssembly).
 * This module is loaded lazily by the page, so the library does not weigh on the first page;
 * unit tests mock this module, never the page.
 */
import { BrowserQRCodeReader } from '@zxing/browser';

/** A running camera scan; `stop()` releases the camera. */
export interface CameraScan {
  stop(): void;
}

/**
 * Starts decoding from the default camera into `video`, calling `onCode` with each decoded
 * text (the caller ignores repeats).
 * @throws when there is no camera or the user denied access (the caller shows a message).
 */
export async function startCameraScan(video: HTMLVideoElement, onCode: (text: string) => void): Promise<CameraScan> {
  if (!navigator.mediaDevices?.getUserMedia) throw new Error('camera unavailable');
  const reader = new BrowserQRCodeReader();
  const controls = await reader.decodeFromVideoDevice(undefined, video, (result) => {
    if (result) onCode(result.getText());
  });
  return { stop: () => controls.stop() };
}
