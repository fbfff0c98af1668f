import { Camera, CameraOff, ScanLine } from 'lucide-react';
import { Suspense, lazy, useId, useState, type ReactNode, type RefObject } from 'react';
import { Button } from '../ui/button';
import { Input, Label } from '../ui/input';
import { Skeleton } from '../ui/skeleton';

const CameraScanner = lazy(() => import('./camera-scanner'));

/**
 * The door's scan form, for every scanner (the leaders' door and a door
 * pass's screen): the code typed or read by the camera, submitted as one
 * scan; `before` and `after` hold a screen's own fields.
 */
export function ScanForm(props: {
  qrCode: string;
  onQrCode: (code: string) => void;
  onScan: (code: string) => void;
  busy: boolean;
  codeField: RefObject<HTMLInputElement | null>;
  before?: ReactNode;
  after?: ReactNode;
}) {
  const [camera, setCamera] = useState(false);
  const codeFieldId = useId();
  return (
    <>
      <form
        noValidate
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          props.onScan(props.qrCode);
        }}
      >
        {props.before}
        <div className="space-y-1.5">
          <Label htmlFor={codeFieldId}>QR Code</Label>
          <Input
            id={codeFieldId}
            ref={props.codeField}
            value={props.qrCode}
            onChange={(e) => props.onQrCode(e.target.value)}
            placeholder="Scan or type the ticket's code"
            autoComplete="off"
            spellCheck={false}
            autoFocus
          />
        </div>
        {props.after}
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button type="submit" className="flex-1" disabled={props.busy}>
            <ScanLine aria-hidden="true" />
            {props.busy ? 'Validating...' : 'Validate Ticket'}
          </Button>
          <Button type="button" variant="outline" onClick={() => setCamera((on) => !on)} aria-pressed={camera}>
            {camera ? <CameraOff aria-hidden="true" /> : <Camera aria-hidden="true" />}
            {camera ? 'Stop Camera' : 'Start Camera'}
          </Button>
        </div>
      </form>
      {camera ? (
        <Suspense fallback={<Skeleton className="aspect-square w-full max-w-sm" />}>
          <CameraScanner
            paused={props.busy}
            onCode={(code) => {
              props.onQrCode(code);
              props.onScan(code);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
