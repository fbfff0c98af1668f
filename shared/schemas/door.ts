import * as z from 'zod/mini';

/**
 * Offline door mode: what a door device sends when the network
 * returns. Each scan carries the id the device gave it, so a retried sync is
 * recognised scan by scan.
 */

/** The most scans one sync carries; a device with more sends them in turns. */
export const DOOR_SYNC_MAX_SCANS = 500;

export const OFFLINE_DECISIONS = ['admitted', 'refused'] as const;
export type OfflineDecision = (typeof OFFLINE_DECISIONS)[number];

export const offlineScanSchema = z.object({
  scanId: z.uuid('Invalid scan'),
  /** The code as scanned: the server checks it again. */
  qrCode: z.string().check(z.trim(), z.minLength(1, 'Invalid QR code - ticket not found'), z.maxLength(512, 'Invalid QR code - ticket not found')),
  /** When the device decided (ISO instant, its own clock). */
  scannedAt: z.iso.datetime({ error: 'Invalid scan time' }),
  decision: z.enum(OFFLINE_DECISIONS, 'Invalid decision'),
  /** Entry (the default) or exit: an offline exit is applied to the live headcount when synced. */
  direction: z.optional(z.enum(['entry', 'exit'], 'Invalid direction')),
});
export type OfflineScan = z.infer<typeof offlineScanSchema>;

export const doorSyncSchema = z.object({
  eventId: z.uuid('Event not found'),
  /** A random id the device keeps: which device admitted whom. */
  deviceId: z.uuid('Invalid device'),
  scans: z.array(offlineScanSchema).check(z.minLength(1, 'No scans to sync'), z.maxLength(DOOR_SYNC_MAX_SCANS, `At most ${DOOR_SYNC_MAX_SCANS} scans per sync`)),
});
export type DoorSyncInput = z.infer<typeof doorSyncSchema>;
