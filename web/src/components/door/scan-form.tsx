import { Camera, CameraOff, ScanLine } from 'lucide-react';
import { Suspense, lazy, useId, useState, type ReactNode } from 'react';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { Input, Label } from '../ui/input';
import { Skeleton } from '../ui/skeleton';
import { DirectionToggle } from './direction-toggle';
import type { DoorScan } from './use-door-scan';

const CameraScanner = lazy(() => import('./camera-scanner'));

/**
 * The door's scan card, for every scanner (the leaders' door and a door
 * pass's screen): the code typed or read by the camera, entry or exit, and
 * submitted as one scan; `before` holds a screen's own fields. Enter in the
 * code box scans even while the last scan is decided (a handheld scanner
 * types code and Enter at its own pace: the code waits its turn), and the
 * box keeps the focus.
 */
export function ScanForm({ scanner, before }: { scanner: DoorScan; before?: ReactNode }) {
  const [camera, setCamera] = useState(false);
  // A handheld scanner types into whatever has the focus: a pointer's click on the door's own
  // controls hands it back to the code box (a key press leaves it where the keyboard user is).
  const backToCodeBox = (click: { detail: number }) => {
    if (click.detail > 0) scanner.codeField.current?.focus();
  };
  const codeFieldId = useId();
  const scan = (code: string) => void scanner.scan(code);
  return (
    <Card className="space-y-4 p-6">
      <form
        noValidate
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          scan(scanner.qrCode);
        }}
      >
        {before}
        <div className="space-y-1.5">
          <Label htmlFor={codeFieldId}>QR Code</Label>
          <Input
            id={codeFieldId}
            ref={scanner.codeField}
            value={scanner.qrCode}
            onChange={(e) => scanner.setQrCode(e.target.value)}
            onKeyDown={(e) => {
              // Not left to the form: a busy door's disabled button would block Enter's submit.
              if (e.key !== 'Enter') return;
              e.preventDefault();
              scan(e.currentTarget.value);
            }}
            placeholder="Scan or type the ticket's code"
            autoComplete="off"
            spellCheck={false}
            autoFocus
          />
        </div>
        <DirectionToggle
          value={scanner.direction}
          onChange={(direction, click) => {
            scanner.setDirection(direction);
            backToCodeBox(click);
          }}
        />
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button type="submit" className="flex-1" disabled={scanner.busy}>
            <ScanLine aria-hidden="true" />
            {scanner.busy ? 'Validating...' : 'Validate Ticket'}
          </Button>
          <Button
            type="button"
            variant="outline"
            onClick={(click) => {
              setCamera((on) => !on);
              backToCodeBox(click);
            }}
            aria-pressed={camera}
          >
            {camera ? <CameraOff aria-hidden="true" /> : <Camera aria-hidden="true" />}
            {camera ? 'Stop Camera' : 'Start Camera'}
          </Button>
        </div>
      </form>
      {camera ? (
        <Suspense fallback={<Skeleton className="aspect-square w-full max-w-sm" />}>
          <CameraScanner
            paused={scanner.busy}
            outcome={scanner.outcome}
            onCode={(code) => {
              scanner.setQrCode(code);
              scan(code);
            }}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}
