import { AlertTriangle, ArrowRight, BadgeCheck, CalendarSearch, GraduationCap, MapPinned, QrCode, Quote, Ticket } from 'lucide-react';
import { Link } from 'react-router-dom';
import { LANDING_STATS } from '../../../../shared/limits';
import { useSession } from '../../lib/auth/use-session';
import { LEADER_PORTAL_URL, SIGN_UP_URL } from '../../lib/links';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PageTitle } from '../../components/ui/page-title';

const FEATURES = [
  {
    icon: BadgeCheck,
    title: 'Verified Events',
    text: 'Every party is posted by an approved chapter leader, so you know who is hosting before you go.',
  },
  {
    icon: Ticket,
    title: 'Instant Ticket Access',
    text: 'Free or paid, your ticket lands in My Tickets as a QR code the moment you get it. No printing, no lines at a table.',
  },
  {
    icon: MapPinned,
    title: 'Nationwide Campus Network',
    text: 'Browse schools, fraternities and sororities across the country and see what every chapter has coming up.',
  },
] as const;

const STEPS = [
  { icon: GraduationCap, title: 'Create your account', text: 'Sign up with your university email and pick your school.' },
  { icon: CalendarSearch, title: 'Browse events', text: 'Find parties and Greek-life events at your school and beyond.' },
  { icon: QrCode, title: 'Show up with your QR ticket', text: 'Get your ticket and show the QR code at the door.' },
] as const;

const TESTIMONIALS = [
  {
    quote: 'I found three rush events in my first week and had my tickets on my phone before I left the dorm.',
    name: 'Maya R.',
    role: 'Sophomore, University of Michigan',
  },
  {
    quote: 'Our door used to be a clipboard and a guest list. Now we scan QR codes and the line moves in minutes.',
    name: 'Jordan T.',
    role: 'Chapter President',
  },
  {
    quote: 'Seeing every chapter at my school in one place made choosing where to go so much easier.',
    name: 'Priya S.',
    role: 'First-year, Arizona State University',
  },
] as const;

/** Landing page `/` (docs/spec/student-side.md §2). */
export function LandingPage() {
  const { user } = useSession();
  return (
    <>
      <PageTitle title="Your campus Greek life, on the map" />
      <section className="relative overflow-hidden bg-gradient-to-br from-violet-900 via-violet-800 to-indigo-900 text-white">
        <div aria-hidden="true" className="absolute inset-0 opacity-20 [background-image:radial-gradient(circle_at_1px_1px,white_1px,transparent_0)] [background-size:28px_28px]" />
        <div className="relative mx-auto grid max-w-7xl gap-12 px-4 py-20 sm:px-6 lg:grid-cols-[1.3fr_1fr] lg:py-28">
          <div>
            <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm text-violet-100 ring-1 ring-white/20">
              <MapPinned className="size-4" aria-hidden="true" /> Fraternities, sororities and campus events
            </p>
            <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
              Your campus Greek life, <span className="text-amber-300">all on one map</span>
            </h1>
            <p className="mt-6 max-w-xl text-lg text-violet-100">
              Discover chapters at your school, see what is happening this weekend, and get into every event with a ticket that lives on your phone.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              {user ? null : (
                <Button size="lg" variant="accent" asChild>
                  <Link to={SIGN_UP_URL}>
                    Join Free Now <ArrowRight aria-hidden="true" />
                  </Link>
                </Button>
              )}
              <Button size="lg" variant="on-dark" asChild>
                <Link to="/party-events">Explore Events</Link>
              </Button>
            </div>
          </div>
          <aside aria-labelledby="leader-box-title" className="self-center rounded-2xl bg-white p-6 text-slate-900 shadow-2xl">
            <h2 id="leader-box-title" className="text-xl font-bold">
              Are you a chapter leader?
            </h2>
            <p className="mt-2 text-sm text-slate-600">
              Presidents and media managers post events, sell tickets and check guests in at the door from the Leader Portal.
            </p>
            <div role="note" className="mt-4 flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
              <AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden="true" />
              <p>
                <strong>Only one leader per organization can register.</strong> Requests are reviewed by our team before access is granted.
              </p>
            </div>
            <Button className="mt-5 w-full" asChild>
              <Link to={LEADER_PORTAL_URL}>Go to the Leader Portal</Link>
            </Button>
          </aside>
        </div>
      </section>

      <section aria-label="Platform numbers" className="border-b border-slate-200 bg-white">
        <dl className="mx-auto grid max-w-5xl grid-cols-3 gap-4 px-4 py-10 text-center sm:px-6">
          {LANDING_STATS.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse">
              <dt className="text-sm text-slate-600">{stat.label}</dt>
              <dd className="text-3xl font-extrabold text-violet-700 sm:text-4xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="features-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="features-title" className="text-center text-3xl font-bold tracking-tight">
          Everything you need for Greek life
        </h2>
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <Card key={title} className="p-6">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-violet-100 text-violet-700">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-slate-600">{text}</p>
            </Card>
          ))}
        </div>
      </section>

      <section aria-labelledby="steps-title" className="bg-white py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="steps-title" className="text-center text-3xl font-bold tracking-tight">
            How it works
          </h2>
          <ol className="mt-10 grid gap-8 md:grid-cols-3">
            {STEPS.map(({ icon: Icon, title, text }, i) => (
              <li key={title} className="flex flex-col items-center text-center">
                <span className="relative inline-flex size-16 items-center justify-center rounded-full bg-violet-700 text-white">
                  <Icon className="size-7" aria-hidden="true" />
                  <span className="absolute -right-1 -top-1 inline-flex size-7 items-center justify-center rounded-full bg-amber-400 text-sm font-bold text-slate-900">
                    {i + 1}
                  </span>
                </span>
                <h3 className="mt-4 text-lg font-semibold">{title}</h3>
                <p className="mt-1 max-w-xs text-sm text-slate-600">{text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="testimonials-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="testimonials-title" className="text-center text-3xl font-bold tracking-tight">
          Students love it
        </h2>
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((t) => (
            <Card key={t.name} className="p-6">
              <figure>
                <Quote className="size-6 text-violet-300" aria-hidden="true" />
                <blockquote className="mt-3 text-slate-700">“{t.quote}”</blockquote>
                <figcaption className="mt-4 text-sm">
                  <span className="font-semibold text-slate-900">{t.name}</span>
                  <span className="block text-slate-500">{t.role}</span>
                </figcaption>
              </figure>
            </Card>
          ))}
        </div>
      </section>
    </>
  );
}
