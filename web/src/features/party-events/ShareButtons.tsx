import { Link2, Mail, MessageCircle, Share2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { toast } from '../../lib/toast';

/** The social share pages for a URL (they open in a new tab; nothing is loaded from them here). */
export function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { label: 'Share on X', href: `https://twitter.com/intent/tweet?text=${t}&url=${u}` },
    { label: 'Share on Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { label: 'Share on WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { label: 'Share by e-mail', href: `mailto:?subject=${t}&body=${u}` },
  ];
}

const ICONS = [Share2, Share2, MessageCircle, Mail];

/** Share: the social share pages, or copy the event URL ("Link copied!" / "Failed to copy link"). */
export function ShareButtons({ eventId, title }: { eventId: string; title: string }) {
  const [open, setOpen] = useState(false);
  const url = `${window.location.origin}/party-events/${eventId}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied!');
    } catch {
      toast.error('Failed to copy link');
    }
  };
  return (
    <div className="relative">
      <Button variant="outline" aria-expanded={open} aria-controls="share-panel" onClick={() => setOpen((o) => !o)}>
        <Share2 aria-hidden="true" /> Share
      </Button>
      {open ? (
        <div
          id="share-panel"
          className="absolute right-0 z-20 mt-2 w-56 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
        >
          <ul className="space-y-1">
            {shareLinks(url, title).map((link, i) => {
              const Icon = ICONS[i]!;
              return (
                <li key={link.label}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="flex items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-800 hover:bg-slate-100"
                  >
                    <Icon className="size-4 text-slate-500" aria-hidden="true" />
                    {link.label}
                  </a>
                </li>
              );
            })}
            <li>
              <button
                type="button"
                onClick={() => void copy()}
                className="flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-100"
              >
                <Link2 className="size-4 text-slate-500" aria-hidden="true" />
                Copy link
              </button>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}
