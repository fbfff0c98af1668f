import { type VariantProps, cva } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * Every class of a variant says all it sets: no two parts (base, variant,
 * size, alignment) set the same property, so joining them (`cn`, with no
 * Tailwind-aware merge: docs/performance.md#budgets) never depends on the CSS order. A caller's
 * `className` adds layout (width, margins, flex) and never restyles: a new
 * look is a variant here.
 */
const buttonVariants = cva(
  'inline-flex items-center gap-2 rounded-lg font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-500 focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-60 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-violet-700 text-white shadow-sm hover:bg-violet-800',
        accent: 'bg-amber-400 text-slate-900 shadow-sm hover:bg-amber-300',
        outline: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
        secondary: 'bg-violet-100 text-violet-900 hover:bg-violet-200',
        ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
        link: 'text-violet-700 underline-offset-4 hover:underline',
        /** Deleting, cancelling for good. */
        destructive: 'bg-red-600 text-white shadow-sm hover:bg-red-700',
        /** The button that opens a destructive confirmation. */
        'destructive-outline': 'border border-red-300 bg-white text-red-700 hover:bg-red-50',
        /** Approving. */
        success: 'bg-emerald-700 text-white shadow-sm hover:bg-emerald-800',
        /** An outline on a dark picture (the landing hero). */
        'on-dark': 'border border-white/40 bg-white/10 text-white hover:bg-white/20',
      },
      size: {
        default: 'h-10 whitespace-nowrap px-4 py-2 text-sm [&_svg]:size-4',
        sm: 'h-8 whitespace-nowrap px-3 text-xs [&_svg]:size-4',
        lg: 'h-12 whitespace-nowrap px-6 text-base [&_svg]:size-4',
        icon: 'h-10 w-10 whitespace-nowrap text-sm [&_svg]:size-6',
        /** A label that may wrap onto two lines: at least the default height. */
        wrap: 'min-h-10 whitespace-normal px-4 py-2 text-center text-sm [&_svg]:size-4',
      },
      align: {
        center: 'justify-center',
        start: 'justify-start',
      },
    },
    defaultVariants: { variant: 'default', size: 'default', align: 'center' },
  },
);

export type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

/** The one button: variants for every screen; `asChild` styles a Link as a button. */
export function Button({ className, variant, size, align, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      className={cn(buttonVariants({ variant, size, align }), className)}
      {...(asChild ? {} : { type: type ?? 'button' })}
      {...props}
    />
  );
}
