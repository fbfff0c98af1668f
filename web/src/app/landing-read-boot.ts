/** The early script's entry (built by `web/landing-read-plugin.ts`, which defines the chunk lists). */
import { type LandingChunks, startLandingRead } from './landing-read';

declare const __LANDING_CHUNKS__: LandingChunks;

startLandingRead(window, __LANDING_CHUNKS__);
